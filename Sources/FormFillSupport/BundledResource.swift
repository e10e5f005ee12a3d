import Foundation

/// Finds a file of one of FormFill's resource bundles (`FormFill_<target>.resources`, which SwiftPM puts
/// beside the executable it builds).
///
/// On Linux this replaces `Bundle.module`, whose accessor ends the process when the bundle is not beside the
/// executable and not in the build directory of the machine that built it: a `formfill` binary installed
/// without its bundles crashed on its first URL match. Here a missing bundle is an answer (nil) the caller
/// reports. On Apple platforms, where resources live inside the app's bundle, `Bundle.module` is used.
package enum BundledResource {
    /// The file `name.ext` of `bundle`, looked for beside the executable as started and beside the file a
    /// symbolic link to it points at (`/usr/local/bin/formfill` → `/usr/local/lib/formfill/formfill`).
    package static func url(bundle: String, name: String, extension ext: String) -> URL? {
        var directories = [Bundle.main.bundleURL]
        if let target = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
           target.standardizedFileURL != directories[0].standardizedFileURL {
            directories.append(target)
        }
        for directory in directories {
            let file = directory.appendingPathComponent(bundle, isDirectory: true)
                .appendingPathComponent(name).appendingPathExtension(ext)
            if FileManager.default.isReadableFile(atPath: file.path) { return file }
        }
        return nil
    }
}
