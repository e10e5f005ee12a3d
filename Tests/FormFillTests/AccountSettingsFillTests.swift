import Foundation
@testable import FormFill
import Testing

/// Forms that ask for the current password to confirm a change of the account's details — a new e-mail address,
/// a new user name — or of a payment, or that ask a security question beside it: the box before the password asks
/// for a new value, a repetition of one, a recipient or an answer, not the account's user name, which must not go
/// there. The password still fills.
@Suite struct AccountSettingsFillTests {
    static let alice = LoginItem(id: "alice", urls: ["https://www.acme.com/"], username: "alice", password: "a-secret",
                                 totp: "JBSWY3DPEHPK3PXP")

    static func filled(_ html: String) throws -> [String: String] {
        let page = try Collector(options: .init(pageURL: "https://www.acme.com/settings", documentUUID: "settings", timestamp: 0))
            .collect(html: #"<form action="/settings" method="post">\#(html)</form>"#).details
        let result = try FormFiller().fill(page: page, items: [.login(Self.alice)])
        var out: [String: String] = [:]
        for operation in result.script.script {
            guard case .fillByOpid(let opid, let value) = operation,
                  let field = page.fields.first(where: { $0.opid == opid }) else { continue }
            out[field.htmlName ?? opid] = value
        }
        return out
    }

    @Test(arguments: [
        #"<label>New email address <input type="email" name="n"></label><label>Current password <input type="password" name="p"></label><button>Change email</button>"#,
        #"<label>New email address <input name="n"></label><label>Password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Confirm new email <input type="email" name="n"></label><label>Password <input type="password" name="p"></label><button>Update</button>"#,
        #"<label>New username <input name="n"></label><label>Password <input type="password" name="p"></label><button>Change username</button>"#,
        #"<label>Neue E-Mail-Adresse <input type="email" name="n"></label><label>Passwort <input type="password" name="p"></label><button>Speichern</button>"#,
        #"<label>Recipient <input name="n"></label><label>Amount <input name="a"></label><label>Password <input type="password" name="p"></label><button>Send</button>"#,
        #"<label>Security answer <input name="n"></label><label>Password <input type="password" name="p"></label><button>Continue</button>"#,
        #"<label>Mother's maiden name <input name="n"></label><label>Password <input type="password" name="p"></label><button>Continue</button>"#,
        // A second way to reach the user (a recovery or backup e-mail, an alternate phone) is no account.
        #"<label>Recovery email <input type="email" name="n"></label><label>Password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Backup email address <input name="n"></label><label>Password <input type="password" name="p"></label><button>Add</button>"#,
        #"<label>Secondary email <input type="email" name="n"></label><label>Password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Alternate phone number <input type="tel" name="n"></label><label>Password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>E-mail de récupération <input type="email" name="n"></label><label>Mot de passe <input type="password" name="p"></label><button>Enregistrer</button>"#,
        #"<label>Wiederherstellungs-E-Mail <input type="email" name="n"></label><label>Passwort <input type="password" name="p"></label><button>Speichern</button>"#,
        // A question to answer before the password (closing an account, a survey): no account to name.
        #"<label>Why are you leaving? <input name="n"></label><label>Password <input type="password" name="p"></label><button>Close account</button>"#,
        #"<label>How did you hear about us? * <input name="n"></label><label>Password <input type="password" name="p"></label><button>Continue</button>"#,
        #"<input name="n" placeholder="Anything else we should know?"><label>Password <input type="password" name="p"></label><button>Delete my account</button>"#,
        // A profile's lone box, saved with the current password: its label names no account.
        #"<label>Bio <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Save changes</button>"#,
        #"<label>Website <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Full name <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Display name <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Update profile</button>"#,
        #"<table><tr><td>Location</td><td><input name="n"></td></tr><tr><td>Current password</td><td><input type="password" name="p"></td></tr></table><button>Save</button>"#,
        #"<label>Anzeigename <input name="n"></label><label>Aktuelles Passwort <input type="password" name="p"></label><button>Speichern</button>"#,
    ])
    func theBoxBeforeAConfirmingPasswordGetsNoUserName(html: String) throws {
        let values = try Self.filled(html)
        #expect(values["n"] == nil, "\(html)")
        #expect(values["p"] == "a-secret", "\(html)")
    }

    /// An application's settings that ask for another service's credentials — a mail server's, a database's, an
    /// FTP or proxy account's, a Wi-Fi network's, an API's secret or token, a protected document's — are no login
    /// of the site: neither the user name nor the password (nor the authenticator's code) goes there.
    @Test(arguments: [
        #"<label>SMTP host <input name="h"></label><label>SMTP username <input name="n"></label><label>SMTP password <input type="password" name="p"></label>"#,
        #"<label>Database user <input name="n"></label><label>Database password <input type="password" name="p"></label>"#,
        #"<label>FTP username <input name="n"></label><label>FTP password <input type="password" name="p"></label>"#,
        #"<label>Proxy username <input name="n"></label><label>Proxy password <input type="password" name="p"></label>"#,
        #"<label>Network name (SSID) <input name="n"></label><label>Wi-Fi password <input type="password" name="p"></label>"#,
        #"<label>API key <input name="n"></label><label>API secret <input type="password" name="p"></label>"#,
        #"<label>Account SID <input name="n"></label><label>Auth token <input type="password" name="p"></label>"#,
        #"<label>Document password <input type="password" name="p"></label>"#,
        // A router's wireless settings and a key's passphrase.
        #"<label>Guest network password <input type="password" name="p"></label>"#,
        #"<label>Network key <input type="password" name="p"></label>"#,
        #"<label>WPA passphrase <input type="password" name="p"></label>"#,
        #"<label>Pre-shared key <input type="password" name="p"></label>"#,
        #"<label>Wireless password <input type="password" name="p"></label>"#,
        #"<label>Hotspot password <input type="password" name="p"></label>"#,
        #"<label>Private key password <input type="password" name="p"></label>"#,
        #"<label>Key passphrase <input type="password" name="p"></label>"#,
        // A plain "Username" and "Password" beside the service's server, in a form that saves settings.
        #"<label>SMTP host <input name="h"></label><label>SMTP port <input name="port"></label><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label>"#,
        #"<label>Database name <input name="d"></label><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label>"#,
        #"<label>Proxy server <input name="h"></label><label>User <input name="n"></label><label>Password <input type="password" name="p"></label>"#,
        #"<label>IMAP-Server <input name="n"></label><label>IMAP-Passwort <input type="password" name="p"></label>"#,
        #"<label>Utilisateur de la base de données <input name="n"></label><label>Mot de passe de la base de données <input type="password" name="p"></label>"#,
    ])
    func anotherServicesCredentialsGetNothing(html: String) throws {
        // Nothing at all to fill is the pipeline's error; anything filled is a value here.
        let values: [String: String]
        do { values = try Self.filled(html + "<button>Save settings</button>") } catch FormFillError.nothingToFill, FormFillError.fill(.nothingToFill) { values = [:] }
        #expect(values["n"] == nil, "\(html)")
        #expect(values["p"] == nil, "\(html)")
    }

    /// Controls: a login's e-mail box and user-name box, and a sign-in that says "Choose an account", keep the
    /// user name.
    @Test(arguments: [
        #"<label>Email address <input type="email" name="n"></label><label>Password <input type="password" name="p"></label><button>Sign in</button>"#,
        #"<label>Username <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        #"<label>Recipient ID <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        #"<label>Library card number <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Log in</button>"#,
        #"<label>Frequent flyer number <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        // A login's e-mail or phone, whatever else its label says.
        #"<label>Work email <input type="email" name="n"></label><label>Password <input type="password" name="p"></label><button>Sign in</button>"#,
        #"<label>Mobile number <input type="tel" name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        // A question that names the account keeps it.
        #"<label>What is your username? <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        #"<label>Customer number? <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        // A sign-in to a service's web site keeps its login: headed with its name, or asking for the service's
        // server or database beside the account, with a sign-in button (a database administration tool).
        #"<label>Server <input name="s"></label><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label><label>Database <input name="d"></label><button>Login</button>"#,
        #"<label>FTP server <input name="s"></label><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        #"<h2>Wi-Fi portal</h2><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        #"<h2>Database administration</h2><label>Username <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
        // A university's or a company's network account is the site's login.
        #"<label>Network ID <input name="n"></label><label>Network password <input type="password" name="p"></label><button>Log in</button>"#,
        // Before a current password: a box that names the account, an unlabelled box, a login's plain "Name".
        #"<label>Username <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Email <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Save</button>"#,
        #"<label>Account number <input name="n"></label><label>Current password <input type="password" name="p"></label><button>Continue</button>"#,
        #"<input name="n"><label>Current password <input type="password" name="p"></label><button>Continue</button>"#,
        #"<label>Name <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button>"#,
    ])
    func aLoginsBoxStillGetsTheUserName(html: String) throws {
        let values = try Self.filled(html)
        #expect(values["n"] == "alice", "\(html)")
        #expect(values["p"] == "a-secret", "\(html)")
    }
}
