/* Subscribe links that subscribe. Each link with data-subscribe points at its feed relatively,
   which works from file:// and any host. Served over http(s), a calendar app needs the feed's
   absolute address with webcal:// to subscribe (and follow every later build), so the link gets
   it from the page's own address, and the hidden "Add to Google Calendar" link next to it is
   pointed at Google's add-by-URL page and shown. From file:// nothing changes. With baseURL in
   tour.json the links are absolute already and carry no data-subscribe. */
(function () {
  if (location.protocol !== "https:" && location.protocol !== "http:") return;
  var links = document.querySelectorAll("a[data-subscribe]");
  for (var i = 0; i < links.length; i++) {
    var url = new URL(links[i].getAttribute("data-subscribe"), location.href);
    var webcal = "webcal://" + url.host + url.pathname;
    links[i].href = webcal;
    var google = links[i].parentNode.querySelector("[data-google]");
    if (google) {
      google.querySelector("a").href = "https://calendar.google.com/calendar/render?cid=" + encodeURIComponent(webcal);
      google.hidden = false;
    }
  }
})();
