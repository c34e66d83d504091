/* Offline copy. Served over http(s) by a browser with service workers, this role's folder
   registers its sw.js (the script element's data-worker), which keeps the book (pages, assets,
   documents) on the device and brings it up to date on later visits. From file://, without
   scripts or without service workers nothing changes. */
if ((location.protocol === "https:" || location.protocol === "http:") && "serviceWorker" in navigator) {
  navigator.serviceWorker.register(document.currentScript.getAttribute("data-worker")).catch(function () {});
}
