/// Deterministic HTML pages of a chosen size and shape, for benchmarks and memory measurements.
///
/// Every page is seeded (the same bytes on every run and machine) and stops after the section that crosses the
/// requested size. The shapes differ in what the collector spends its time on:
/// - ``PageShape/store``: the original generated page; a shop's sections drawn from seven templates (sign-in,
///   address in a table layout, card with split expiry, newsletter with a style-hidden honeypot, search, product
///   table, prose), labels by `for`, enclosing `<label>`, `aria-label`, table headers and `<dl>`; about one form
///   control per 145 bytes.
/// - ``PageShape/stress``: the stress page of issue 2 (an admin bulk-edit screen: forms of 20 controls in divs
///   and tables, a style sheet whose rules every input is matched against, one control per 130 bytes).
/// - ``PageShape/longSelects``: few large forms (each about 200 KB: 25 people with a country select of 60
///   options and a birth-year select of 127), every field labelled by a `<label>` element.
/// - ``PageShape/smallForms``: about a thousand bytes per form (5,000 forms at 5 MB), mixed sign-in, address and
///   card forms labelled by table cells and `<span>`s rather than `<label>`s.
/// - ``PageShape/content``: an article-heavy page (nested lists, `<style>` blocks and `style` attributes, divs
///   nested 24 deep) with a search box and now and then a comment form, after one sign-in form: few fields for
///   its size.
/// - ``PageShape/frameworkCSS``: the store's sections under a large inline style sheet (a fifth of the page, at most a
///   megabyte), as a
///   CSS framework inlined by a site builder writes it: utility classes, component rules whose selectors end in
///   `input`, `label` or `a` under a container class, `:not()`, attribute selectors, media queries and
///   comments, most rules declaring `display`, `visibility`, `opacity` or `position` (what visibility reads).
public enum PageShape: String, CaseIterable, Sendable {
    case store
    case stress
    case longSelects = "long-selects"
    case smallForms = "small-forms"
    case content
    case frameworkCSS = "framework-css"
}

public enum PageGenerator {
    /// A page of the given shape of at least `bytes` UTF-8 bytes.
    public static func page(bytes: Int, shape: PageShape = .store, seed: UInt64 = 1) -> String {
        var random = SplitMix(state: seed)
        var html = head(shape, bytes)
        html.reserveCapacity(bytes + 300_000)
        var section = 0
        while html.utf8.count < bytes {
            switch shape {
            case .store, .frameworkCSS: html += StoreSections.section(section, &random)
            case .stress: html += StressSections.section(section, &random)
            case .longSelects: html += LongSelectSections.section(section, &random)
            case .smallForms: html += SmallFormSections.section(section, &random)
            case .content: html += ContentSections.section(section, &random)
            }
            section += 1
        }
        html += shape == .stress ? "</div></body></html>" : "</main><footer><p>© Generated Store</p></footer></body></html>\n"
        return html
    }

    static func head(_ shape: PageShape, _ bytes: Int) -> String {
        switch shape {
        case .store:
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Generated store \(bytes) bytes</title>
            <style>
            .hidden, .visually-hidden { display: none }
            #promo .trap { visibility: hidden }
            nav a { color: #335 } table.grid td { padding: 4px }
            </style></head>
            <body><header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/account">Account</a></nav></header>
            <main>

            """
        case .frameworkCSS:
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Generated framework-css \(bytes) bytes</title>
            <style>
            \(FrameworkSheet.sheet(bytes: min(bytes / 5, FrameworkSheet.largest)))
            </style></head>
            <body><header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/account">Account</a></nav></header>
            <main>

            """
        case .stress:
            "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Admin - bulk edit</title>"
                + "<style>.hidden-row{display:none} .grid .c input{width:120px} #main .compact .opt{visibility:hidden}"
                + " .sr{position:absolute;left:-9999px}</style></head><body><div id=main>"
        case .longSelects, .smallForms, .content:
            """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Generated \(shape.rawValue) \(bytes) bytes</title>
            <style>
            .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0) }
            .is-hidden, [hidden] { display: none } .row > span { font-weight: bold }
            form.compact td { padding: 2px } .card .cvc input { width: 4em }
            </style></head>
            <body><header><nav><a href="/">Home</a> <a href="/help">Help</a></nav></header>
            <main>

            """
        }
    }
}

/// The style sheet of ``PageShape/frameworkCSS``: seeded rules in the manner of an inlined CSS framework, to about
/// `bytes` bytes.
enum FrameworkSheet {
    /// The largest sheet: a framework's whole CSS is about a megabyte, whatever the page's size.
    static let largest = 1_000_000

    static func sheet(bytes: Int) -> String {
        var random = SplitMix(state: 7)
        var out = ""
        out.reserveCapacity(bytes + 200)
        var n = 0
        while out.utf8.count < bytes {
            let a = random.next() % 400, b = random.next() % 60
            switch n % 12 {
            case 0: out += "/* component \(n): grid and utilities */\n"
            case 1: out += ".u-\(n) { display: block }\n.u-inline-\(n) { display: inline-block; margin: 0 4px }\n"
            case 2: out += ".col-\(a) .row-\(b) > input, .col-\(a) .row-\(b) > select { display: inline-block; width: 100% }\n"
            case 3: out += ".nav-\(a) a:hover, .nav-\(a) a:focus { color: #335; text-decoration: underline }\n"
            case 4: out += "@media (max-width: \(480 + b * 8)px) { .hide-sm-\(n) { display: none } .stack-\(a) label { display: block } }\n"
            case 5: out += "[data-theme=\"t\(b)\"] .card-\(a) label { opacity: .9 }\n"
            case 6: out += ".modal-\(a):not(.open) { visibility: hidden; position: fixed; top: 0 }\n"
            case 7: out += ".form-\(a) .field-\(b) input[type=\"text\"] { position: relative; z-index: 1 }\n"
            case 8: out += ".btn-\(a), .btn-\(a):active { display: inline-flex; padding: 6px 12px; background: #eef }\n"
            case 9: out += ".sr-only-\(a) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0) }\n"
            case 10: out += "main .section-\(a) > div .item-\(b) a { display: inline; opacity: 1 }\n"
            default: out += ".text-\(a) { font-size: \(12 + b % 8)px; line-height: 1.4 }\n"
            }
            n += 1
        }
        return out
    }
}

/// The original generated page (``PageShape/store``), byte for byte as before the shapes were added.
enum StoreSections {
    static func section(_ n: Int, _ random: inout SplitMix) -> String {
        switch random.next() % 7 {
        case 0: signIn(n)
        case 1: address(n, &random)
        case 2: card(n)
        case 3: newsletter(n)
        case 4: search(n)
        case 5: productTable(n, &random)
        default: prose(n, &random)
        }
    }

    static func signIn(_ n: Int) -> String {
        """
        <section><h2>Sign in</h2><form id="login\(n)" action="/session?s=\(n)" method="post">
        <label for="email\(n)">Email address</label><input type="email" id="email\(n)" name="email" autocomplete="username">
        <label>Password <input type="password" id="pw\(n)" name="password" autocomplete="current-password"></label>
        <input type="hidden" name="csrf" value="tok\(n)a8f3e">
        <input type="checkbox" id="remember\(n)" name="remember"><label for="remember\(n)">Keep me signed in</label>
        <button type="submit">Sign in</button></form></section>

        """
    }

    static func address(_ n: Int, _ random: inout SplitMix) -> String {
        let states = ["Arizona", "California", "Nevada", "Oregon", "Texas", "Utah", "Washington"]
        let options = states.map { "<option value=\"\($0.prefix(2).uppercased())\">\($0)</option>" }.joined()
        return """
            <section><h2>Shipping address</h2><form id="ship\(n)" action="https://checkout.example.com/address" method="post">
            <table class="grid"><tr><th>First name</th><th>Last name</th></tr>
            <tr><td><input id="fn\(n)" name="first_name"></td><td><input id="ln\(n)" name="last_name"></td></tr></table>
            <dl><dt>Street</dt><dd><input id="street\(n)" name="address1" placeholder="Street and number"></dd>
            <dt>City</dt><dd><input id="city\(n)" name="city"></dd></dl>
            State <select id="state\(n)" name="state">\(options)</select>
            <input id="zip\(n)" name="zip" aria-label="ZIP code" maxlength="\(5 + Int(random.next() % 5))">
            <input type="tel" id="phone\(n)" name="phone" title="Phone number">
            <button type="submit">Continue</button></form></section>

            """
    }

    static func card(_ n: Int) -> String {
        let months = (1...12).map { "<option>\($0 < 10 ? "0" : "")\($0)</option>" }.joined()
        let years = (2025...2035).map { "<option>\($0)</option>" }.joined()
        return """
            <section><h2>Payment</h2><form id="pay\(n)" action="/pay" method="post">
            <label for="cc\(n)">Card number</label><input id="cc\(n)" name="cardnumber" autocomplete="cc-number" inputmode="numeric">
            <label for="name\(n)">Name on card</label><input id="name\(n)" name="ccname">
            Expiry <select name="exp_month" aria-label="Month">\(months)</select><select name="exp_year" aria-label="Year">\(years)</select>
            <label>CVC <input name="cvc" maxlength="4" size="4"></label>
            <button>Pay now</button></form></section>

            """
    }

    static func newsletter(_ n: Int) -> String {
        """
        <aside id="promo\(n)"><form action="https://news.example.net/subscribe"><p>Get our newsletter</p>
        <input type="email" name="newsletter_email" placeholder="Your email"><input class="trap" name="website" tabindex="-1">
        <button>Subscribe</button></form></aside>

        """
    }

    static func search(_ n: Int) -> String {
        """
        <div class="search"><form role="search" action="/search"><input type="search" name="q" aria-label="Search products" id="q\(n)">
        <button type="submit">Search</button></form></div>

        """
    }

    static func productTable(_ n: Int, _ random: inout SplitMix) -> String {
        var rows = ""
        for row in 0..<4 {
            let price = 5 + Int(random.next() % 200)
            rows += "<tr><td>Item \(n)-\(row)</td><td>$\(price).99</td><td><input type=\"number\" name=\"qty\(n)_\(row)\" value=\"1\" min=\"0\"></td></tr>"
        }
        return """
            <table class="grid"><caption>Cart \(n)</caption><tr><th>Product</th><th>Price</th><th>Quantity</th></tr>\(rows)</table>

            """
    }

    static func prose(_ n: Int, _ random: inout SplitMix) -> String {
        var text = ""
        for _ in 0..<40 { text += random.pick(Words.store) + " " }
        return "<article><h3>Notes \(n)</h3><p>\(text)</p><p class=\"hidden\">\(text)</p></article>\n"
    }
}

/// The stress page of issue 2 (``PageShape/stress``), formerly `Tests/Scripts/make-big-page.py`: one form of
/// 20 controls per section (labelled inputs in divs, selects after a `<span>`, e-mail inputs in tables,
/// checkboxes hidden by a descendant rule, textareas), every 97th row hidden by its class, then a token and a
/// button.
enum StressSections {
    static func section(_ form: Int, _ random: inout SplitMix) -> String {
        let words = Words.admin
        var html = "<section class=\"block\"><h2>Section \(form): \(random.sample(words, 3).joined(separator: " "))</h2>"
            + "<p>\((0..<12).map { _ in random.pick(words) }.joined(separator: " "))</p>"
            + "<form id=\"f\(form)\" action=\"/admin/save/\(form)\" method=\"post\" class=\"grid\">"
        for row in 0..<20 {
            let made = form * 22 + row
            let name = "\(random.pick(words))_\(made)"
            let label = random.pick(words).capitalizedFirst
            let cls = made % 97 == 0 ? "hidden-row" : "c"
            switch made % 9 {
            case 0..<5:
                html += "<div class=\"\(cls)\"><label for=\"i\(made)\">\(label)</label>"
                    + "<input id=\"i\(made)\" name=\"\(name)\" value=\"\(random.pick(words))\" maxlength=\"64\"></div>"
            case 5:
                let options = random.sample(words, 3).map { "<option value=\"\($0.prefix(3))\">\($0)</option>" }.joined()
                html += "<div class=\"\(cls)\"><span>\(label)</span> <select name=\"\(name)\">\(options)</select></div>"
            case 6:
                html += "<table><tr><td>\(label)</td></tr><tr><td><input name=\"\(name)\" type=\"email\"></td></tr></table>"
            case 7:
                html += "<label class=\"compact\"><input class=\"opt\" type=\"checkbox\" name=\"\(name)\" checked> \(label)</label>"
            default:
                html += "<div class=\"\(cls)\"><textarea name=\"\(name)\" rows=2>\(random.sample(words, 3).joined(separator: " "))</textarea></div>"
            }
        }
        let token = String(random.next(), radix: 16) + String(random.next(), radix: 16)
        return html + "<input type=\"hidden\" name=\"token\" value=\"\(token)\"><button type=\"submit\">Save</button></form></section>"
    }
}

/// ``PageShape/longSelects``: a registration or bulk-booking form of 25 people per section, each with names,
/// e-mail, phone, a country select (60 options), birth year (127 options), month and day selects, every field
/// labelled by a `<label for>` or an enclosing `<label>`.
enum LongSelectSections {
    static let countries = Words.countries.enumerated().map { index, name in
        "<option value=\"\(String(UnicodeScalar(UInt8(65 + index % 26))))\(String(UnicodeScalar(UInt8(65 + index / 26))))\">\(name)</option>"
    }.joined()
    static let years = (1900...2026).reversed().map { "<option value=\"\($0)\">\($0)</option>" }.joined()
    static let months = Words.months.enumerated().map { "<option value=\"\($0 + 1)\">\($1)</option>" }.joined()
    static let days = (1...31).map { "<option>\($0)</option>" }.joined()

    static func section(_ n: Int, _ random: inout SplitMix) -> String {
        var html = """
            <section class="booking"><h2>Group booking \(n)</h2><p>Enter every traveller as on their passport.</p>
            <form id="booking\(n)" action="/booking/\(n)" method="post"><fieldset><legend>Contact</legend>
            <label for="contact-email\(n)">Contact e-mail</label><input type="email" id="contact-email\(n)" name="contact_email" autocomplete="email" required>
            <label for="contact-pw\(n)">Choose a password</label><input type="password" id="contact-pw\(n)" name="contact_password" autocomplete="new-password" minlength="\(8 + random.next() % 5)">
            </fieldset>

            """
        for person in 0..<25 {
            let id = "\(n)-\(person)"
            html += """
                <fieldset class="traveller"><legend>Traveller \(person + 1)</legend>
                <div class="row"><label for="given\(id)">Given name</label><input id="given\(id)" name="traveller[\(person)][given]" autocomplete="given-name"></div>
                <div class="row"><label for="family\(id)">Family name</label><input id="family\(id)" name="traveller[\(person)][family]" autocomplete="family-name"></div>
                <div class="row"><label>E-mail <input type="email" name="traveller[\(person)][email]"></label></div>
                <div class="row"><label>Mobile phone <input type="tel" name="traveller[\(person)][phone]" placeholder="+1 555 0100"></label></div>
                <div class="row"><label for="country\(id)">Nationality</label><select id="country\(id)" name="traveller[\(person)][country]">\(countries)</select></div>
                <div class="row"><label for="byear\(id)">Year of birth</label><select id="byear\(id)" name="traveller[\(person)][birth_year]">\(years)</select>
                <label for="bmonth\(id)" class="sr-only">Month of birth</label><select id="bmonth\(id)" name="traveller[\(person)][birth_month]">\(months)</select>
                <label for="bday\(id)" class="sr-only">Day of birth</label><select id="bday\(id)" name="traveller[\(person)][birth_day]">\(days)</select></div>
                <div class="row"><label><input type="checkbox" name="traveller[\(person)][insurance]"\(random.next() % 3 == 0 ? " checked" : "")> Travel insurance</label></div>
                </fieldset>

                """
        }
        return html + "<button type=\"submit\">Book</button></form></section>\n"
    }
}

/// ``PageShape/smallForms``: about a thousand bytes per section, a sign-in, address or card form laid out in a
/// table (the label in the cell before the field) or in divs (the label a `<span>` before the field).
enum SmallFormSections {
    static func section(_ n: Int, _ random: inout SplitMix) -> String {
        let table = random.next() % 2 == 0
        let fields: [(label: String, control: String)]
        let action: String
        switch random.next() % 3 {
        case 0:
            action = "/login"
            fields = [("E-mail or username", "<input type=\"text\" name=\"login\" id=\"u\(n)\">"),
                      ("Password", "<input type=\"password\" name=\"pass\" id=\"p\(n)\">")]
        case 1:
            action = "/address"
            fields = [("Full name", "<input name=\"fullname\" id=\"fn\(n)\">"),
                      ("Street", "<input name=\"street\" id=\"st\(n)\">"),
                      ("Postcode", "<input name=\"postcode\" id=\"pc\(n)\" size=\"8\">"),
                      ("Town", "<input name=\"town\" id=\"tw\(n)\">"),
                      ("Country", "<select name=\"country\" id=\"co\(n)\"><option>United Kingdom</option><option>Ireland</option><option>France</option></select>")]
        default:
            action = "/card"
            fields = [("Card number", "<input name=\"pan\" id=\"cn\(n)\" inputmode=\"numeric\">"),
                      ("Expires (MM/YY)", "<input name=\"exp\" id=\"ex\(n)\" size=\"5\">"),
                      ("Security code", "<input name=\"csc\" id=\"cs\(n)\" size=\"4\" maxlength=\"4\">")]
        }
        var html = "<div class=\"box\" id=\"box\(n)\"><h3>\(random.pick(Words.boxTitles)) \(n)</h3><form class=\"compact\" action=\"\(action)?f=\(n)\" method=\"post\">"
        if table {
            html += "<table>" + fields.map { "<tr><td class=\"label\">\($0.label)</td><td>\($0.control)</td></tr>" }.joined() + "</table>"
        } else {
            html += fields.map { "<div class=\"row\"><span>\($0.label)</span> \($0.control)</div>" }.joined()
        }
        let words = (0..<36).map { _ in random.pick(Words.store) }.joined(separator: " ")
        return html + "<input type=\"hidden\" name=\"nonce\" value=\"\(String(random.next(), radix: 36))\">"
            + "<button type=\"submit\">Go</button> <a href=\"/help?f=\(n)\">Need help?</a><p class=\"hint\">\(words)</p></form></div>\n"
    }
}

/// ``PageShape/content``: articles nested 24 `<div>`s deep, with nested lists, a `<style>` block per article,
/// `style` attributes (some hiding their element), and per article a search box or, every fourth, a comment
/// form (name, e-mail, textarea); a subscriber sign-in form comes first.
enum ContentSections {
    static func section(_ n: Int, _ random: inout SplitMix) -> String {
        let depth = 24
        var html = n > 0 ? "" : """
            <aside class="subscriber"><form id="signin" action="/session" method="post"><h2>Subscribers</h2>
            <label for="user">E-mail</label> <input type="email" id="user" name="user" autocomplete="username">
            <label for="pass">Password</label> <input type="password" id="pass" name="pass" autocomplete="current-password">
            <button>Sign in</button></form></aside>

            """
        html += "<style>#a\(n) .lead { font-size: 1.\(random.next() % 9)em } #a\(n) li.note { color: #\(String(random.next() % 4096, radix: 16)) }"
            + " .theme-\(n % 7) p > em { font-style: normal }</style>\n"
        for level in 0..<depth {
            html += "<div class=\"l\(level) theme-\(n % 7)\" style=\"margin-left: \(level % 4)px\">"
        }
        html += "<article id=\"a\(n)\"><h2>\(random.sample(Words.store, 4).joined(separator: " ").capitalizedFirst)</h2>"
        for paragraph in 0..<4 {
            let words = (0..<30).map { _ in random.pick(Words.store) }
            html += "<p class=\"\(paragraph == 0 ? "lead" : "body")\">\(words[0..<10].joined(separator: " ")) "
                + "<em>\(words[10..<13].joined(separator: " "))</em> <a href=\"/a/\(n)/\(paragraph)\">\(words[13])</a> "
                + "\(words[14...].joined(separator: " "))</p>"
        }
        html += "<ul>"
        for item in 0..<6 {
            html += "<li class=\"note\" style=\"\(item == 5 ? "display: none" : "padding: 0 \(item)px")\">\(random.pick(Words.store)) "
                + "<ol><li>\(random.pick(Words.store))</li><li><span style=\"color: #333\">\(random.pick(Words.store))</span></li></ol></li>"
        }
        html += "</ul>"
        if n % 4 == 3 {
            html += """
                <form class="comment" action="/a/\(n)/comments" method="post"><h3>Leave a comment</h3>
                <p><label for="cname\(n)">Name</label> <input id="cname\(n)" name="author"></p>
                <p><label for="cmail\(n)">E-mail (not published)</label> <input type="email" id="cmail\(n)" name="email"></p>
                <p><textarea name="comment" rows="4" aria-label="Comment"></textarea></p>
                <p style="display:none"><input name="url" tabindex="-1" autocomplete="off"></p><button>Post</button></form>
                """
        } else {
            html += "<form role=\"search\" action=\"/search\"><input type=\"search\" name=\"q\" placeholder=\"Search articles\"></form>"
        }
        html += "</article>" + String(repeating: "</div>", count: depth) + "\n"
        return html
    }
}

/// Word lists for the generated text.
enum Words {
    static let store = ["delivery", "returns", "warranty", "account", "secure", "order", "help", "privacy", "gift", "store"]
    static let admin = ("account billing shipping address city region postal code phone email name company notes "
        + "preferences newsletter delivery instructions reference invoice order customer contact").split(separator: " ").map(String.init)
    static let boxTitles = ["Sign in", "Quick order", "Delivery", "Payment", "Your details", "Members"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
    static let countries = [
        "Argentina", "Australia", "Austria", "Belgium", "Bolivia", "Brazil", "Bulgaria", "Canada", "Chile", "China",
        "Colombia", "Croatia", "Cyprus", "Czechia", "Denmark", "Ecuador", "Egypt", "Estonia", "Finland", "France",
        "Germany", "Greece", "Hungary", "Iceland", "India", "Indonesia", "Ireland", "Israel", "Italy", "Japan",
        "Kenya", "Latvia", "Lithuania", "Luxembourg", "Malaysia", "Malta", "Mexico", "Morocco", "Netherlands",
        "New Zealand", "Nigeria", "Norway", "Peru", "Philippines", "Poland", "Portugal", "Romania", "Singapore",
        "Slovakia", "Slovenia", "South Africa", "South Korea", "Spain", "Sweden", "Switzerland", "Thailand",
        "Türkiye", "Ukraine", "United Kingdom", "United States",
    ]
}

/// SplitMix64: a tiny deterministic generator (pages must be the same on every run).
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// `count` distinct items, in the order drawn.
    mutating func sample<T>(_ items: [T], _ count: Int) -> [T] {
        var pool = items
        return (0..<count).map { _ in pool.remove(at: Int(next() % UInt64(pool.count))) }
    }
}

extension String {
    /// The text with its first letter upper-cased ("billing" → "Billing").
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
