internal import CLibXML2

/// libxml2 sets up its global state (the dictionaries' mutex and random seed, the encoding handlers) on first
/// use, and that first use is not thread-safe: two pages parsed at once on a fresh process could race there,
/// and one such race deadlocked a test run inside `xmlDictCreate`. Swift runs a global's initializer exactly
/// once, under a lock, so touching ``LibXML2Setup/done`` before every parse makes libxml2's own
/// `xmlInitParser` happen once, before any concurrent parse.
enum LibXML2Setup {
    static let done: Bool = {
        xmlInitParser()
        return true
    }()
}
