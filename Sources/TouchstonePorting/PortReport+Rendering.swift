#if Porting
extension PortReport {
    /// The share of files that use no missing name, in percent, rounded down (so 100 means
    /// every file).
    public var compilingPercent: Int { files.isEmpty ? 100 : compilingFiles * 100 / files.count }

    /// The report as `touchstone port --report` prints it: the share first, then each
    /// missing name with its counts and its places.
    public var text: String {
        var lines = ["\(compilingFiles) of \(files.count) files (\(compilingPercent) %) use only UIKit names Touchstone declares"]
        if missing.isEmpty { return lines.joined(separator: "\n") + "\n" }
        lines.append("\(missing.count) missing name\(missing.count == 1 ? "" : "s"), most files first:")
        for name in missing {
            lines.append("  \(name.name): \(name.files) file\(name.files == 1 ? "" : "s"), \(name.uses) use\(name.uses == 1 ? "" : "s")")
            lines += name.places.map { "    \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON (`--json`): `format` `touchstone-port-report`, `version` 1, the
    /// file counts, the files that lack a name, and the missing names in the text's order,
    /// each with `files`, `uses` and `places`.
    public var json: String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let names = missing.map { name in
            "    {\"name\": \(quoted(name.name)), \"files\": \(name.files), \"uses\": \(name.uses), \"places\": ["
                + name.places.map(quoted).joined(separator: ", ") + "]}"
        }
        return """
        {
          "format": "touchstone-port-report",
          "version": 1,
          "files": \(files.count),
          "compilingFiles": \(compilingFiles),
          "compilingPercent": \(compilingPercent),
          "filesWithMissingNames": [\(filesWithMissingNames.map(quoted).joined(separator: ", "))],
          "missing": [\(names.isEmpty ? "" : "\n" + names.joined(separator: ",\n") + "\n  ")]
        }

        """
    }
}
#endif
