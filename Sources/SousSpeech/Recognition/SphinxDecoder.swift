import CPocketSphinx
import Foundation

/// One word of a hypothesis, with where it lies in the audio (frames of
/// 10 ms) and its acoustic and language scores.
public struct RecognizedWord: Hashable, Sendable {
    public var word: String
    public var startFrame: Int
    public var endFrame: Int
    public var acousticScore: Int
    public var languageScore: Int

    /// Silence, noise and breath markers are not words anyone said.
    public var isFiller: Bool {
        word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("++") || word == "(NULL)"
    }
}

/// A search's best path through one utterance.
public struct Hypothesis: Hashable, Sendable {
    public var search: String
    public var text: String
    /// Path score (log domain, PocketSphinx's integer units); only
    /// differences between searches on the same frames mean anything.
    public var score: Int
    public var frames: Int
    public var words: [RecognizedWord]

    /// Frames covered by real words, not fillers.
    public var speechFrames: Int {
        words.filter { !$0.isFiller }.reduce(0) { $0 + $1.endFrame - $1.startFrame + 1 }
    }
}

/// PocketSphinx's decoder (5prealpha C API), holding several named
/// searches over one acoustic model.
///
/// Not thread-safe, like the library: one owner at a time.
public final class SphinxDecoder {
    let decoder: OpaquePointer
    let config: OpaquePointer

    public static let modelFolder = "/usr/share/pocketsphinx/model/en-us"

    /// Starts the decoder with `-name value` parameters over the en-us model.
    public init(parameters: [String: String] = [:]) throws(SpeechError) {
        sous_sphinx_quiet()
        var all = [
            "-hmm": Self.modelFolder + "/en-us",
            // Words are loaded from the CMU dictionary as grammars need them:
            // all 135,000 would cost 20 MB of a small kitchen box's memory.
            "-dict": "/dev/null",
            "-logfn": "/dev/null",
        ]
        for (key, value) in parameters { all[key] = value }
        guard FileManager.default.fileExists(atPath: all["-hmm"]! + "/mdef") else {
            throw SpeechError("the PocketSphinx model is missing at \(all["-hmm"]!) (install pocketsphinx-en-us)")
        }
        var argv: [UnsafeMutablePointer<CChar>?] = []
        for (key, value) in all.sorted(by: { $0.key < $1.key }) {
            argv.append(strdup(key))
            argv.append(strdup(value))
        }
        defer { argv.forEach { free($0) } }
        guard let config = argv.withUnsafeMutableBufferPointer({ sous_config_parse(Int32($0.count), $0.baseAddress) }) else {
            throw SpeechError("PocketSphinx refused its configuration")
        }
        guard let decoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw SpeechError("PocketSphinx could not start (model or dictionary unreadable)")
        }
        self.config = config
        self.decoder = decoder
    }

    deinit {
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    var logmath: OpaquePointer { ps_get_logmath(decoder) }
    /// Numbers per frame of features (the front end's output size).
    var cepstralLength: Int { Int(cmd_ln_int_r(config, "-ceplen")) }
    var languageWeight: Float { sous_config_float(config, "-lw") }

    public static let dictionaryFile = modelFolder + "/cmudict-en-us.dict"

    /// Adds every pronunciation the CMU dictionary has for these words (one
    /// pass over the file); returns the words it knew.
    @discardableResult
    public func loadPronunciations(for words: Set<String>) -> Set<String> {
        let wanted = words.filter { pronunciation($0) == nil }
        guard !wanted.isEmpty, var text = try? String(contentsOfFile: Self.dictionaryFile, encoding: .utf8) else { return [] }
        text.makeContiguousUTF8()
        var found = Set<String>()
        // Line by line over the UTF-8 bytes: no array of 135,000 lines, and
        // only the few wanted entries become Strings.
        let wantedBytes = Set(wanted.map { Array($0.utf8) })
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                var space = start
                while space < end, bytes[space] != 0x20 { space += 1 }
                var baseEnd = start
                while baseEnd < space, bytes[baseEnd] != 0x28 { baseEnd += 1 } // "word(2)" -> "word"
                if space < end, wantedBytes.contains(Array(bytes[start..<baseEnd])) {
                    let entry = String(decoding: bytes[start..<space], as: UTF8.self)
                    let phones = String(decoding: bytes[(space + 1)..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    addWord(entry, phones: phones)
                    found.insert(String(decoding: bytes[start..<baseEnd], as: UTF8.self))
                }
                start = end + 1
            }
        }
        return found
    }

    /// The dictionary's phones for `word`, or nil when it has none.
    public func pronunciation(_ word: String) -> String? {
        guard let phones = ps_lookup_word(decoder, word) else { return nil }
        defer { ckd_free(phones) }
        return String(cString: phones)
    }

    /// Adds a word (or an alternative pronunciation "word(2)").
    @discardableResult
    public func addWord(_ word: String, phones: String) -> Bool {
        ps_add_word(decoder, word, phones, 0) >= 0
    }

    /// Builds a finite-state search from JSGF text. Its words are looked up
    /// in the CMU dictionary; then `ensure` is called for each, so those
    /// still missing can be given pronunciations.
    public func addGrammar(named name: String, jsgf: String, ensure: (String) -> Void) throws(SpeechError) {
        guard let grammar = jsgf_parse_string(jsgf, nil) else { throw SpeechError("the grammar '\(name)' does not parse") }
        defer { jsgf_grammar_free(grammar) }
        guard let rule = jsgf_get_public_rule(grammar),
              let fsg = jsgf_build_fsg(grammar, rule, logmath, languageWeight) else {
            throw SpeechError("the grammar '\(name)' has no public rule")
        }
        defer { fsg_model_free(fsg) }
        var words: [String] = []
        for index in 0..<Int(fsg.pointee.n_word) {
            guard let word = fsg.pointee.vocab[index] else { continue }
            let text = String(cString: word)
            if !text.hasPrefix("<") { words.append(text) }
        }
        loadPronunciations(for: Set(words))
        words.forEach(ensure)
        guard ps_set_fsg(decoder, name, fsg) >= 0 else {
            throw SpeechError("PocketSphinx refused the grammar '\(name)' (a word without a pronunciation?)")
        }
    }

    /// Frees a search that is no longer wanted.
    public func removeSearch(named name: String) {
        _ = ps_unset_search(decoder, name)
    }

    /// Gives the pages of freed searches back to the system.
    public func releaseFreeMemory() {
        sous_release_free_memory()
    }

    /// A loop over `words`, each entered with `probability`: the "anything
    /// else" model that grammar paths are compared with.
    public func addLoop(named name: String, words: [String], probability: Double) throws(SpeechError) {
        guard let fsg = fsg_model_init(name, logmath, languageWeight, 2) else { throw SpeechError("cannot build the loop '\(name)'") }
        defer { fsg_model_free(fsg) }
        fsg.pointee.start_state = 0
        fsg.pointee.final_state = 1
        let logProbability = Int32(Float(logmath_log(logmath, probability)) * languageWeight)
        for word in words where pronunciation(word) != nil {
            let id = fsg_model_word_add(fsg, word)
            fsg_model_trans_add(fsg, 0, 1, logProbability, id)
            fsg_model_trans_add(fsg, 1, 1, logProbability, id)
        }
        guard ps_set_fsg(decoder, name, fsg) >= 0 else { throw SpeechError("PocketSphinx refused the loop '\(name)'") }
    }

    /// Decodes cepstral frames with one search.
    func decode(search: String, features: FeatureBuffer) -> Hypothesis? {
        guard ps_set_search(decoder, search) >= 0, ps_start_utt(decoder) >= 0 else { return nil }
        if features.count > 0 {
            _ = ps_process_cep(decoder, features.rows, Int32(features.count), 0, 1)
        }
        _ = ps_end_utt(decoder)
        var score: Int32 = 0
        let text = ps_get_hyp(decoder, &score).map { String(cString: $0) } ?? ""
        var words: [RecognizedWord] = []
        var iterator = ps_seg_iter(decoder)
        while let segment = iterator {
            var start: Int32 = 0, end: Int32 = 0, acoustic: Int32 = 0, language: Int32 = 0, back: Int32 = 0
            ps_seg_frames(segment, &start, &end)
            _ = ps_seg_prob(segment, &acoustic, &language, &back)
            let word = ps_seg_word(segment).map { String(cString: $0) } ?? "(NULL)"
            words.append(RecognizedWord(word: word, startFrame: Int(start), endFrame: Int(end),
                                        acousticScore: Int(acoustic), languageScore: Int(language)))
            iterator = ps_seg_next(segment)
        }
        return Hypothesis(search: search, text: text, score: Int(score), frames: Int(ps_get_n_frames(decoder)), words: words)
    }
}
