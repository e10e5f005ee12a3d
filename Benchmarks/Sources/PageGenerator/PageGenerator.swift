/// Deterministic, realistic-looking HTML pages of a chosen size for benchmarks and memory measurements.
///
/// A page is a header with navigation, a `<style>` sheet, then repeated sections drawn from a small set of
/// templates seen on real sites: a sign-in form, an address form in a table layout with selects, a card form
/// with split expiry, a newsletter box, a search box, a product table and prose. Every id is unique, labels use
/// `for`, enclosing labels, `aria-label`, table headers and `<dl>`s, so the collector's label rules all run. About
/// one form control per 110 bytes (a 5 MB page has about 45,000), which is dense: real checkout pages have fewer.
public enum PageGenerator {
    /// A page of at least `bytes` UTF-8 bytes (it stops after the section that crosses the size).
    public static func page(bytes: Int, seed: UInt64 = 1) -> String {
        var random = SplitMix(state: seed)
        var html = """
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
        html.reserveCapacity(bytes + 4096)
        var section = 0
        while html.utf8.count < bytes {
            let n = section
            switch random.next() % 7 {
            case 0: html += signIn(n)
            case 1: html += address(n, &random)
            case 2: html += card(n)
            case 3: html += newsletter(n)
            case 4: html += search(n)
            case 5: html += productTable(n, &random)
            default: html += prose(n, &random)
            }
            section += 1
        }
        html += "</main><footer><p>© Generated Store</p></footer></body></html>\n"
        return html
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
        let words = ["delivery", "returns", "warranty", "account", "secure", "order", "help", "privacy", "gift", "store"]
        var text = ""
        for _ in 0..<40 { text += words[Int(random.next() % UInt64(words.count))] + " " }
        return "<article><h3>Notes \(n)</h3><p>\(text)</p><p class=\"hidden\">\(text)</p></article>\n"
    }
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
}
