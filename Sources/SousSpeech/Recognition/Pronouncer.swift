/// Pronunciations for words the CMU dictionary lacks (tahini, gochujang,
/// za'atar): eSpeak NG's phonemes (IPA) mapped onto the acoustic model's
/// phone set, with a letter-to-sound fallback so no word is ever dropped.
public struct Pronouncer: Sendable {
    let synthesizer: Synthesizer

    public init(synthesizer: Synthesizer) { self.synthesizer = synthesizer }

    /// IPA symbols to CMU phones, longest first within each group.
    static let ipaToCMU: [(String, String)] = [
        ("aɪə", "AY ER"), ("aʊə", "AW ER"),
        ("tʃ", "CH"), ("dʒ", "JH"), ("aɪ", "AY"), ("aʊ", "AW"), ("eɪ", "EY"),
        ("oʊ", "OW"), ("əʊ", "OW"), ("ɔɪ", "OY"), ("ɛə", "EH R"), ("eə", "EH R"),
        ("ɪə", "IH R"), ("ʊə", "UH R"), ("iə", "IY AH"), ("ɑɹ", "AA R"),
        ("ɔɹ", "AO R"), ("ɜɹ", "ER"), ("əɹ", "ER"), ("ɚ", "ER"), ("ɝ", "ER"),
        ("ɜ", "ER"), ("ɐ", "AH"), ("ə", "AH"), ("ʌ", "AH"), ("æ", "AE"),
        ("ɑ", "AA"), ("ɒ", "AA"), ("a", "AE"), ("ɔ", "AO"), ("o", "OW"),
        ("ɛ", "EH"), ("e", "EH"), ("ɪ", "IH"), ("ᵻ", "IH"), ("i", "IY"),
        ("ʊ", "UH"), ("u", "UW"), ("y", "UW"),
        ("b", "B"), ("d", "D"), ("f", "F"), ("ɡ", "G"), ("g", "G"), ("h", "HH"),
        ("j", "Y"), ("k", "K"), ("l", "L"), ("ɫ", "L"), ("m", "M"), ("n", "N"),
        ("ŋ", "NG"), ("p", "P"), ("ɹ", "R"), ("r", "R"), ("ɾ", "T"), ("s", "S"),
        ("ʃ", "SH"), ("t", "T"), ("θ", "TH"), ("ð", "DH"), ("v", "V"),
        ("w", "W"), ("z", "Z"), ("ʒ", "ZH"), ("x", "K"), ("ç", "HH"),
        ("ʔ", ""), ("ʲ", ""), ("\u{0329}", ""),
    ]

    static let ignored: Set<Character> = ["ˈ", "ˌ", "ː", " ", ".", "_", "-", "\u{0361}"]

    /// CMU phones for `word` ("AH B AH"), from eSpeak NG in the given dialect.
    public func phones(_ word: String, voice: String = "en-us") -> String? {
        let cleaned = word.filter { $0 != "'" && $0 != "-" && $0 != "’" }
        let ipa = synthesizer.phonemes(cleaned, voice: voice, ipa: true)
        let phones = Self.map(ipa)
        return phones.isEmpty ? Self.spelled(cleaned) : phones
    }

    /// Maps IPA text to CMU phones, dropping stress and length marks and
    /// never doubling a phone ("hɑːɹɹ" is AA R, not AA R R).
    static func map(_ ipa: String) -> String {
        var out: [String] = []
        var rest = Substring(ipa)
        while let first = rest.first {
            if ignored.contains(first) || first.isWhitespace {
                rest = rest.dropFirst()
                continue
            }
            if let (symbol, phones) = ipaToCMU.first(where: { rest.hasPrefix($0.0) }) {
                let mapped = phones.split(separator: " ").map(String.init)
                if !mapped.isEmpty, !(out.count >= mapped.count && Array(out.suffix(mapped.count)) == mapped) {
                    out += mapped
                }
                rest = rest.dropFirst(symbol.count)
            } else {
                rest = rest.dropFirst()
            }
        }
        return out.joined(separator: " ")
    }

    /// Letter-to-sound for when eSpeak gives nothing: crude, but a word
    /// with any pronunciation beats a grammar that fails to load.
    static func spelled(_ word: String) -> String? {
        let letters: [Character: String] = [
            "a": "AE", "b": "B", "c": "K", "d": "D", "e": "EH", "f": "F", "g": "G", "h": "HH", "i": "IH",
            "j": "JH", "k": "K", "l": "L", "m": "M", "n": "N", "o": "AA", "p": "P", "q": "K", "r": "R",
            "s": "S", "t": "T", "u": "AH", "v": "V", "w": "W", "x": "K S", "y": "Y", "z": "Z",
        ]
        let phones = word.lowercased().compactMap { letters[$0] }
        return phones.isEmpty ? nil : phones.joined(separator: " ")
    }
}
