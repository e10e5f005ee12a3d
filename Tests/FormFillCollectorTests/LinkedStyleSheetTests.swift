import Foundation
import Testing
import FormFillCollector
import FormFillModel

/// A page's `<link rel=stylesheet>` sheets that can be read without a network: a `data:` URL's, and a saved
/// page's own files beside it.
@Suite struct LinkedStyleSheetTests {
    func state(_ html: String, _ name: String, directory: URL? = nil) throws -> (Bool, Bool) {
        var options = Collector.Options(pageURL: "https://www.example.com/login", documentUUID: "test", timestamp: 0)
        options.styleSheetDirectory = directory
        let details = try Collector(options: options).collect(html: html).details
        let f = try #require(field(details, name))
        return (f.visible, f.viewable)
    }

    @Test func aDataURLSheetAppliesAsABrowserAppliesIt() throws {
        let form = "<form class=f><input name=a></form>"
        for link in [#"<link rel="stylesheet" href="data:text/css,.f%7Bdisplay:none%7D">"#,
                     #"<link rel=stylesheet href="data:text/css,.f{display:none}">"#,
                     #"<link rel="StyleSheet" href="data:text/css;charset=utf-8,.f{visibility:hidden}">"#,
                     // ".f{display:none}" in base64
                     #"<link rel=stylesheet href="data:text/css;base64,LmZ7ZGlzcGxheTpub25lfQ==">"#] {
            #expect(try state(link + form, "a") == (false, false), "\(link)")
        }
        #expect(try state(#"<link rel=stylesheet href="data:text/css,.f{opacity:0}">"# + form, "a") == (true, false))
        // What a browser does not apply.
        for link in [#"<link rel="alternate stylesheet" href="data:text/css,.f{display:none}">"#,
                     #"<link rel=stylesheet media=print href="data:text/css,.f{display:none}">"#,
                     #"<link rel=stylesheet disabled href="data:text/css,.f{display:none}">"#,
                     #"<link rel=preload href="data:text/css,.f{display:none}">"#,
                     #"<link rel=stylesheet href="data:text/plain,.f{display:none}">"#,
                     #"<link rel=stylesheet type="text/less" href="data:text/css,.f{display:none}">"#] {
            #expect(try state(link + form, "a") == (true, true), "\(link)")
        }
    }

    @Test func linkedAndInlineSheetsCascadeInDocumentOrder() throws {
        let link = #"<link rel=stylesheet href="data:text/css,.f{display:none}">"#
        #expect(try state(link + "<style>.f{display:block}</style><form class=f><input name=a></form>", "a") == (true, true))
        #expect(try state("<style>.f{display:block}</style>" + link + "<form class=f><input name=a></form>", "a") == (false, false))
    }

    @Test func aSavedPagesOwnSheetsAreReadFromItsDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-linked-\(UUID().uuidString)")
        let files = directory.appendingPathComponent("Sign in_files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(".modal { display: none }\n.ghost { position: absolute; left: -10000px }".utf8)
            .write(to: files.appendingPathComponent("site.css"))
        let page = """
        <link rel="stylesheet" href="./Sign%20in_files/site.css?v=3"><link rel=stylesheet href="https://cdn.example/x.css">
        <div class=modal><form><input name=m></form></div><form class=ghost><input name=g></form><form><input name=v></form>
        """
        #expect(try state(page, "m", directory: directory) == (false, false))
        #expect(try state(page, "g", directory: directory) == (true, false))
        #expect(try state(page, "v", directory: directory) == (true, true))
        // Without the directory (a page from standard input, or the library given no directory), only the page.
        #expect(try state(page, "m") == (true, true))
        // The href as saved, unencoded, resolves too; an absolute or missing file is no sheet.
        #expect(try state(#"<link rel=stylesheet href="Sign in_files/site.css"><div class=modal><input name=m></div>"#, "m",
                          directory: directory) == (false, false))
        #expect(try state(#"<link rel=stylesheet href="/Sign in_files/site.css"><link rel=stylesheet href="gone.css"><div class=modal><input name=m></div>"#,
                          "m", directory: directory) == (true, true))
    }

    @Test func aSheetsLeadingImportsAreReadBeforeIt() throws {
        let form = "<form class=f><input name=a></form>"
        for style in [#"@import url(data:text/css,.f%7Bdisplay:none%7D);"#,
                      #"@charset "utf-8"; @import url("data:text/css;base64,LmZ7ZGlzcGxheTpub25lfQ==") screen;"#,
                      #"/* theme */ @import 'data:text/css,.f{display:none}' layer(base);"#] {
            #expect(try state("<style>\(style)</style>" + form, "a") == (false, false), "\(style)")
        }
        // An import whose media do not hold, or one after a rule (a browser ignores it), is not read; the
        // importing sheet's own rules come after the imported ones.
        for style in [#"@import url(data:text/css,.f{display:none}) print;"#,
                      #"p{color:red} @import url(data:text/css,.f{display:none});"#,
                      #"@import url(data:text/css,.f{display:none}); .f{display:block}"#] {
            #expect(try state("<style>\(style)</style>" + form, "a") == (true, true), "\(style)")
        }
    }

    @Test func aSavedSheetsImportsAreRelativeToIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-import-\(UUID().uuidString)")
        let css = directory.appendingPathComponent("page_files/css")
        try FileManager.default.createDirectory(at: css, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("@import \"modal.css\";\n.x{color:red}".utf8).write(to: css.appendingPathComponent("site.css"))
        try Data(".modal{display:none}".utf8).write(to: css.appendingPathComponent("modal.css"))
        let page = #"<link rel=stylesheet href="page_files/css/site.css"><div class=modal><input name=m></div>"#
        #expect(try state(page, "m", directory: directory) == (false, false))
        #expect(try state("<style>@import 'page_files/css/modal.css';</style><div class=modal><input name=m></div>", "m",
                          directory: directory) == (false, false))
    }

    @Test func savedSheetsAreReadUpToTheirLimits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Four sheets of 4 MB of comments fill the 16 MB budget: a fifth, small one is not read.
        let filler = Data(("/*" + String(repeating: "x", count: (4 << 20) - 4) + "*/").utf8)
        var links = ""
        for k in 1...4 {
            try filler.write(to: directory.appendingPathComponent("big\(k).css"))
            links += "<link rel=stylesheet href=big\(k).css>"
        }
        try Data(".m{display:none}".utf8).write(to: directory.appendingPathComponent("small.css"))
        let page = "<link rel=stylesheet href=small.css><div class=m><input name=a></div>"
        #expect(try state(page, "a", directory: directory) == (false, false))
        #expect(try state(links + page, "a", directory: directory) == (true, true))
        // A file over 4 MB is no sheet.
        try (filler + Data(".m{display:none}".utf8)).write(to: directory.appendingPathComponent("huge.css"))
        #expect(try state("<link rel=stylesheet href=huge.css><div class=m><input name=a></div>", "a", directory: directory) == (true, true))
    }
}
