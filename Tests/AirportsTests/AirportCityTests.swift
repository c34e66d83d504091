import Testing
import Airports

/// The city each busy touring airport shows on the pages (`Vancouver YVR`): the city people on an
/// English-language tour name, never the suburb the runways are in (scripts/airport-cities.tsv).
struct AirportCityTests {
    static let cities: [String: Substring] = {
        let text = AirportData.text
        var cities: [String: Substring] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            cities[String(fields[0])] = fields[2]
        }
        return cities
    }()

    @Test(arguments: [
        // North America
        ("YVR", "Vancouver"), ("YUL", "Montréal"), ("YYZ", "Toronto"), ("YTZ", "Toronto"), ("YOW", "Ottawa"),
        ("YYC", "Calgary"), ("YEG", "Edmonton"), ("YWG", "Winnipeg"), ("YHZ", "Halifax"), ("YQB", "Québec City"),
        ("YYT", "St. John's"),
        ("JFK", "New York"), ("LGA", "New York"), ("EWR", "Newark"), ("BOS", "Boston"), ("PHL", "Philadelphia"),
        ("IAD", "Washington"), ("DCA", "Washington"), ("BWI", "Baltimore"), ("ATL", "Atlanta"), ("MIA", "Miami"),
        ("FLL", "Fort Lauderdale"), ("ORD", "Chicago"), ("MDW", "Chicago"), ("DTW", "Detroit"), ("MSP", "Minneapolis"),
        ("CVG", "Cincinnati"), ("BDL", "Hartford"), ("STL", "St. Louis"), ("DFW", "Dallas"), ("IAH", "Houston"),
        ("AUS", "Austin"), ("BNA", "Nashville"), ("DEN", "Denver"), ("PHX", "Phoenix"), ("LAS", "Las Vegas"),
        ("LAX", "Los Angeles"), ("SFO", "San Francisco"), ("SEA", "Seattle"), ("PDX", "Portland"),
        ("MEX", "Mexico City"), ("CUN", "Cancún"), ("PTY", "Panama City"),
        // South America
        ("GRU", "São Paulo"), ("CGH", "São Paulo"), ("VCP", "Campinas"), ("GIG", "Rio de Janeiro"),
        ("EZE", "Buenos Aires"), ("SCL", "Santiago"), ("BOG", "Bogotá"), ("MDE", "Medellín"), ("LIM", "Lima"),
        // Europe
        ("LHR", "London"), ("LGW", "London"), ("STN", "London"), ("LTN", "London"), ("LCY", "London"),
        ("MAN", "Manchester"), ("GLA", "Glasgow"), ("DUB", "Dublin"), ("CDG", "Paris"), ("ORY", "Paris"),
        ("BVA", "Beauvais"), ("TLS", "Toulouse"), ("BSL", "Basel"), ("AMS", "Amsterdam"), ("BRU", "Brussels"),
        ("CRL", "Charleroi"), ("FRA", "Frankfurt"), ("MUC", "Munich"), ("BER", "Berlin"), ("HAM", "Hamburg"),
        ("DUS", "Düsseldorf"), ("CGN", "Cologne"), ("ZRH", "Zurich"), ("GVA", "Geneva"), ("VIE", "Vienna"),
        ("PRG", "Prague"), ("BUD", "Budapest"), ("WAW", "Warsaw"), ("KRK", "Kraków"), ("BEG", "Belgrade"),
        ("CPH", "Copenhagen"), ("ARN", "Stockholm"), ("NYO", "Nyköping"), ("MMX", "Malmö"), ("OSL", "Oslo"),
        ("HEL", "Helsinki"), ("KEF", "Reykjavík"), ("MAD", "Madrid"), ("BCN", "Barcelona"), ("SVQ", "Seville"),
        ("AGP", "Málaga"), ("LIS", "Lisbon"), ("MXP", "Milan"), ("LIN", "Milan"), ("BGY", "Bergamo"),
        ("FCO", "Rome"), ("NAP", "Naples"), ("VCE", "Venice"), ("FLR", "Florence"), ("TRN", "Turin"),
        ("ATH", "Athens"), ("IST", "Istanbul"),
        // Asia and Oceania
        ("NRT", "Tokyo"), ("HND", "Tokyo"), ("KIX", "Osaka"), ("ICN", "Seoul"), ("HKG", "Hong Kong"),
        ("TPE", "Taipei"), ("SIN", "Singapore"), ("BKK", "Bangkok"), ("KUL", "Kuala Lumpur"), ("MNL", "Manila"),
        ("DXB", "Dubai"), ("SYD", "Sydney"), ("MEL", "Melbourne"), ("BNE", "Brisbane"), ("PER", "Perth"),
        ("AKL", "Auckland"), ("WLG", "Wellington"),
    ])
    func showsTheCityPeopleSay(_ code: String, _ city: String) {
        #expect(Self.cities[code].map(String.init) == city)
    }
}
