/// The text of `tourbook --help`.
public enum Usage {
    public static let version = "0.1.0"

    public static let text = """
    tourbook \(version): turns a tour's JSON and Markdown into one static tour-book site per role.

    USAGE:
      tourbook build [--content DIR] [--templates DIR] [--output DIR] [--role ID]... [--force]
      tourbook check [--content DIR] [--templates DIR]
      tourbook watch [same options as build]
      tourbook find [--content DIR] QUERY
      tourbook --help | --version

    COMMANDS:
      build   check everything, then write Output/<role>/ for each role
      check   check the content and templates; write nothing
      watch   build, then rebuild whenever Content or Templates change
      find    list the days that best match QUERY (city, venue, date, hotel), best first;
              typos and abbreviations allowed, ranked as the home page's finder does

    OPTIONS:
      --content DIR     the tour's files (default: Content)
      --templates DIR   Mustache templates and CSS (default: Templates)
      --output DIR      where the sites go (default: Output)
      --role ID         build only this role (repeatable)
      --force           build into a non-empty folder that TourBook did not make
      --quiet           print problems only, no summary
      --timings         also print how long each stage took

    EXIT STATUS:
      0 built (warnings allowed)   1 the content or templates have errors   2 wrong command line
      (find: 0 even when no day matches)

    The content format is described in docs/content-format.md.
    """
}
