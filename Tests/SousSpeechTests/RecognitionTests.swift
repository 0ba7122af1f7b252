import Foundation
import Testing
import SousCore
@testable import SousSpeech

/// Shared recogniser for the recognition tests: building one loads the
/// acoustic model, so it is built once.
enum Ear {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let template = (try? String(contentsOf: root.appendingPathComponent("Grammars/commands.jsgf"), encoding: .utf8)) ?? ""
    static let shared = root.deletingLastPathComponent().appendingPathComponent("shared/data/speech-commands-dev")

    static let chicken = ["Chicken breast", "Garlic", "Lemon", "Olive oil", "Salt", "Pepper"]

    static func recognizer(ingredients: [String] = chicken, steps: Int = 3) throws -> CommandRecognizer {
        let recognizer = try CommandRecognizer(grammars: root.appendingPathComponent("Grammars"), synthesizer: Synthesizer())
        try recognizer.use(recipe: "test", ingredients: ingredients, steps: steps)
        return recognizer
    }

    /// `text` spoken by `voice`, at 16 kHz, with a little silence around it.
    static func spoken(_ text: String, voice: String, rate: Int = 160) throws -> AudioBuffer {
        let speech = try Synthesizer().synthesize(text, settings: VoiceSettings(voice: voice, rate: rate))
        var audio = AudioBuffer(samples: [], sampleRate: 16_000)
        audio.appendSilence(0.3)
        audio.samples += AudioFile.resample(speech, to: 16_000).samples
        audio.appendSilence(0.5)
        return audio
    }
}

extension AudioTests {
    static let phrasings: [(String, String)] = [
        ("next", "next"), ("next step", "next"), ("go back", "back"), ("previous step", "back"), ("repeat", "repeat"),
        ("say that again", "repeat"), ("ingredients", "ingredients"), ("what are the ingredients", "ingredients"),
        ("go to step two", "goto_step:2"), ("step three", "goto_step:3"), ("start over", "start_over"),
        ("how much garlic", "how_much:garlic"), ("how much olive oil do i need", "how_much:olive oil"),
        ("make it for four people", "servings:4"), ("double the recipe", "scale_by:2"), ("speak slower", "voice:slower"), ("set a timer for ten minutes", "timer_set:600"),
        ("set a timer for thirty seconds", "timer_set:30"), ("cancel the timer", "timer_cancel"),
        ("how much time is left", "timer_query"), ("what's next", "whats_next"), ("stop", "stop"), ("pause", "pause"),
        ("resume", "resume"), ("yes", "yes"), ("no", "no"), ("help", "help"), ("okay next please", "next"),
    ]

    /// Commands said by voices other than the assistant's come out as the
    /// right intents, through the real synthesiser and the real decoder.
    /// Without rejection the decoder gets nearly all of them; the rejection
    /// trades some away for never acting on talk, but it must never accept a
    /// wrong intent.
    @Test func synthesisedCommandsBecomeTheirIntents() throws {
        let recognizer = try Ear.recognizer()
        var wrong: [String] = []
        var heardRight = 0
        var decodedRight = 0
        var total = 0
        for voice in ["en+m3", "en-gb", "en-us+f2"] {
            for (phrase, intent) in Self.phrasings {
                total += 1
                let heard = try recognizer.recognizeClip(try Ear.spoken(phrase, voice: voice))
                if heard.intent?.canonical == intent { decodedRight += 1 }
                if heard.accepted {
                    if heard.intent?.canonical == intent { heardRight += 1 } else { wrong.append("\(voice) '\(phrase)' -> \(heard.text)") }
                }
            }
        }
        // Measured: 0-2 of 78 accepted wrongly (numbers: seven/ten), 89-94% decoded right, 70-80% accepted right.
        #expect(Double(wrong.count) / Double(total) <= 0.05, "accepted wrongly: \(wrong)")
        #expect(Double(decodedRight) / Double(total) >= 0.85, "decoded right: \(decodedRight) of \(total)")
        #expect(Double(heardRight) / Double(total) >= 0.6, "accepted right: \(heardRight) of \(total)")
    }

    /// A baker's overnight proof: "twelve hours" was heard as "two hours"
    /// (and accepted: the grammar stopped at eight), so the timer rang at
    /// midnight. Up to a day is in the grammar, with the bakers' timer names.
    @Test func overnightTimersAreHeardAtTheirLength() throws {
        let (right, wrong) = try Self.decoded([
            ("set a timer for twelve hours", "timer_set:43200"), ("set a timer for sixteen hours", "timer_set:57600"),
            ("set a timer for one hour and twenty minutes", "timer_set:4800"), ("set a proof timer for ten minutes", "timer_set:600:proof"),
        ])
        #expect(right >= 10, "\(right) of 12 decoded right; wrong: \(wrong)")
    }

    /// Each phrasing said by three voices other than the assistant's:
    /// how many came out as their intent, and what the others were heard as.
    static func decoded(_ phrasings: [(String, String)]) throws -> (right: Int, wrong: [(voice: String, phrase: String, intent: String?)]) {
        let recognizer = try Ear.recognizer()
        var wrong: [(voice: String, phrase: String, intent: String?)] = []
        var right = 0
        for voice in ["en+m3", "en-gb", "en-us+f2"] {
            for (phrase, intent) in phrasings {
                let heard = try recognizer.recognizeClip(try Ear.spoken(phrase, voice: voice)).intent?.canonical
                if heard == intent { right += 1 } else { wrong.append((voice, phrase, heard)) }
            }
        }
        return (right, wrong)
    }

    /// A baker scales by what the recipe makes: "make two loaves", "make
    /// thirty six cookies", half or one and a half times the recipe (the
    /// grammar had no loaf, batch or "one and a half": none was heard).
    @Test func bakersScaleByLoavesCookiesAndBatches() throws {
        let recognizer = try Ear.recognizer()
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        let said: [(makes: [String], phrase: String, intent: String)] = [
            (["loaf", "loaves"], "make two loaves", "makes:2:loaves"), (["loaf", "loaves"], "make half a loaf", "makes:0.5:loaf"),
            (["loaf", "loaves"], "halve the recipe", "scale_by:0.5"), (["loaf", "loaves"], "make it one and a half times", "scale_by:1.5"),
            (["cookie", "cookies"], "make thirty six cookies", "makes:36:cookies"), (["cookie", "cookies"], "make two batches", "makes:2:batches"),
        ]
        var right = 0
        var wrong: [String] = []
        for voice in ["en+m3", "en-gb", "en-us+f2"] {
            for (makes, phrase, intent) in said {
                try recognizer.use(recipe: "bake", ingredients: ["flour", "butter", "eggs"], steps: 8, makes: makes)
                let heard = try recognizer.recognizeClip(try Ear.spoken(phrase, voice: voice))
                if heard.intent?.canonical == intent { right += 1 } else { wrong.append("\(voice) '\(phrase)' -> \(heard.text)") }
            }
        }
        print("baker scaling decoded right: \(right) of 18; wrong: \(wrong)")
        #expect(right >= 14, "\(right) of 18 decoded right; wrong: \(wrong)")
    }

    /// A cook who only hears Sous goes through a long list line by line by
    /// voice: "next ingredient" must not be heard as "next" (a step on).
    @Test func theIngredientListIsWalkedByVoice() throws {
        let (right, wrong) = try Self.decoded([
            ("next ingredient", "ingredient:next"), ("how many ingredients", "ingredient_count"), ("ingredients one by one", "ingredient:1"),
        ])
        #expect(right >= 7, "\(right) of 9 decoded right; wrong: \(wrong)")
        #expect(!wrong.contains { $0.intent == "next" }, "heard as a step on: \(wrong)")
    }

    /// Words missing from the CMU dictionary get eSpeak pronunciations and
    /// are heard.
    @Test func unusualIngredientsAreHeard() throws {
        let recognizer = try Ear.recognizer(ingredients: ["tahini", "gochujang", "za'atar", "halloumi"], steps: 5)
        for name in ["tahini", "gochujang", "halloumi"] {
            let heard = try recognizer.recognizeClip(try Ear.spoken("how much \(name)", voice: "en-us"))
            #expect(heard.intent == .howMuch(name), "\(name): heard '\(heard.text)'")
        }
    }

    @Test func ipaMapsOntoTheModelsPhones() {
        #expect(Pronouncer.map("tˈɑːhiːni") == "T AA HH IY N IY")
        #expect(Pronouncer.map("ɡoʊtʃuːdʒˈæŋ") == "G OW CH UW JH AE NG")
        #expect(Pronouncer.spelled("xq") == "K S K")
    }

    /// A recording of several commands with pauses, heard in order with
    /// times that fall inside the recording.
    @Test func streamFindsEachCommandInARecording() throws {
        let recognizer = try Ear.recognizer()
        var session = AudioBuffer(samples: [], sampleRate: 16_000)
        session.appendSilence(1)
        var spans: [(start: Double, end: Double)] = []
        for phrase in ["next step", "how much garlic", "go back one step", "set a timer for five minutes"] {
            let start = session.duration
            let speech = try Ear.spoken(phrase, voice: "en-us")
            // eSpeak NG ends with silence: the speech ends at the last loud sample.
            let last = speech.samples.lastIndex { abs($0) > 0.02 } ?? speech.samples.count
            session.samples += speech.samples
            spans.append((start, start + Double(last) / Double(speech.sampleRate)))
            session.appendSilence(1.2)
        }
        let heard = try recognizer.recognize(session)
        #expect(heard.map { $0.intent?.canonical ?? "" } == ["next", "how_much:garlic", "back", "timer_set:300"])
        // The words' own times: within 0.15 s of where each phrase was put
        // (the VAD's end came 0.23-0.33 s late, its silence included).
        for (recognition, span) in zip(heard, spans) {
            #expect(abs(recognition.end - span.end) < 0.15, "\(recognition.end) vs \(span.end)")
            #expect(recognition.start >= span.start - 0.15 && recognition.start < recognition.end)
        }
    }
}

extension AudioTests {
    /// A longer command is decoded while the 0.3 s of silence that closes
    /// it runs, so its intent is out the moment the utterance closes; a
    /// pause inside a command is not taken for its end.
    @Test func commandsAreJudgedDuringTheSilenceAfterThem() throws {
        let recognizer = try Ear.recognizer()
        func speech(_ text: String) throws -> [Float] {
            let spoken = try Ear.spoken(text, voice: "en-us")
            let first = spoken.samples.firstIndex { abs($0) > 0.02 } ?? 0
            let last = spoken.samples.lastIndex { abs($0) > 0.02 } ?? spoken.samples.count
            return Array(spoken.samples[first...last])
        }
        func hear(_ parts: [[Float]], pause: Double) throws -> (intents: [String], decodedAtClose: Bool) {
            var audio = AudioBuffer(samples: [], sampleRate: 16_000)
            audio.appendSilence(1)
            for (index, part) in parts.enumerated() {
                if index > 0 { audio.appendSilence(pause) }
                audio.samples += part
            }
            audio.appendSilence(1)
            let samples = audio.int16
            let stream = try recognizer.stream()
            var intents: [String] = []
            var decodedAtClose = false
            for offset in stride(from: 0, to: samples.count, by: 320) {
                let before = recognizer.judgements
                let heard = stream.push(Array(samples[offset..<min(samples.count, offset + 320)]))
                if heard.contains(where: \.accepted), recognizer.judgements != before { decodedAtClose = true }
                intents += heard.filter(\.accepted).map { $0.intent?.canonical ?? "" }
            }
            return (intents, decodedAtClose)
        }
        let question = try hear([try speech("how much olive oil do i need")], pause: 0)
        // (eSpeak NG's output drifts with what it said before: "olive oil"
        // is sometimes heard as "oil"; the question is what is asserted.)
        #expect(question.intents.count == 1 && question.intents.allSatisfy { $0.hasPrefix("how_much:") && $0.hasSuffix("oil") })
        #expect(!question.decodedAtClose)
        #expect(try hear([try speech("next step")], pause: 0).intents == ["next"])
        // 0.22 s: past the 0.15 s at which the early judgement is made,
        // short of the 0.3 s that ends an utterance.
        let timer = try hear([try speech("set a timer for"), try speech("ten minutes")], pause: 0.22)
        // One command with its length, not "set a timer" and a length apart.
        #expect(timer.intents.count == 1 && timer.intents.allSatisfy { $0.hasPrefix("timer_set:") })
    }

    /// "Okay" answers a ringing timer; otherwise it is no command.
    /// "Say stop or OK to silence it": a lone "stop" was never accepted by
    /// voice (0 of 12 tries in exploratory testing), because single short
    /// words score lowest. While a timer rings the words that silence it
    /// count from a lower confidence; otherwise nothing changes.
    @Test func stopSilencesARingingTimerByVoice() throws {
        let recognizer = try Ear.recognizer()
        var quiet: [String] = []
        var ringing: [String] = []
        for voice in ["en-us", "en+m3", "en-gb-x-rp"] {
            let audio = try Ear.spoken("stop", voice: voice)
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
            if try recognizer.recognizeClip(audio).accepted { quiet.append(voice) }
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, acknowledging: true)
            let during = try recognizer.recognizeClip(audio)
            // "okay" silences it too; "start over" would not.
            if during.accepted, let intent = during.intent, CommandRecognizer.silencesATimer(intent) { ringing.append("\(voice): \(during.text)") }
        }
        print("stop while ringing: \(ringing); accepted while quiet: \(quiet)")
        // Measured: en-us and en+m3 silence it ("stop", and "okay"), the
        // British voice is heard as "start over"; none acted on while quiet
        // (before, none of the three silenced it).
        #expect(ringing.count >= 2, "\(ringing)")
    }

    /// Right after "Do you want a timer?" a doubtful "yes" or "no" is
    /// taken as the answer; nothing else gets the lower bar, nor does a
    /// "yes" inside a longer sentence, nor any "yes" once the question is old.
    @Test func yesAndNoCountFromALowerConfidenceWhileAnswering() throws {
        let recognizer = try Ear.recognizer()
        let bar = recognizer.settings.confidence.answerConfidence
        let plain = [0.0, 0, 0, 0.9, 1, 0.4, 0, 1, 0]
        // Bars and confidences as measured on the shared scale; a verdict
        // holds its confidence against its intent's own bar.
        func heard(_ intent: Intent, _ confidence: Double, features: [Double] = plain) -> Recognition {
            Recognition(text: "", intent: intent, confidence: recognizer.settings.confidence.forIntent(confidence, intent),
                        start: 0, end: 0.5, accepted: false, reason: "low confidence", features: features)
        }
        var sentence = plain
        sentence[8] = recognizer.settings.confidence.maximumUnexplained + 0.5
        #expect(bar < 0.5)
        #expect(!recognizer.expectedReply(heard(.yes, bar + 0.05)))
        recognizer.answering = true
        #expect(recognizer.expectedReply(heard(.yes, bar + 0.05)))
        #expect(recognizer.expectedReply(heard(.no, bar + 0.05)))
        #expect(!recognizer.expectedReply(heard(.yes, bar - 0.05)))
        // A "no" only declines: it counts from lower still.
        let noBar = recognizer.settings.confidence.answerNoConfidence
        #expect(noBar < bar)
        #expect(recognizer.expectedReply(heard(.no, noBar + 0.02)) && !recognizer.expectedReply(heard(.no, noBar - 0.02)))
        #expect(!recognizer.expectedReply(heard(.next, 0.45)))
        #expect(!recognizer.expectedReply(heard(.yes, 0.45, features: sentence)))
        recognizer.answering = false
        #expect(!recognizer.expectedReply(heard(.no, 0.45)))
        // While a timer rings, "okay" counts from lower; a radio's "Yes!" does not.
        try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, acknowledging: true)
        var okay = heard(.yes, recognizer.settings.confidence.ringingConfidence + 0.05)
        okay.text = "okay"
        var yes = okay
        yes.text = "yes"
        #expect(recognizer.expectedReply(okay) && !recognizer.expectedReply(yes))
        try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
    }

    /// "For how long?" "Ten minutes." By voice the length alone is heard
    /// while Sous waits for one, and is no command otherwise.
    @Test func aLengthAloneIsHeardOnlyWhileOneIsAwaited() throws {
        let recognizer = try Ear.recognizer()
        var usual: [String] = []
        var waiting: [String] = []
        for voice in ["en-us", "en+m3", "en-gb-x-rp"] {
            let audio = try Ear.spoken("ten minutes", voice: voice)
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
            let before = try recognizer.recognizeClip(audio)
            if before.accepted { usual.append("\(voice): \(before.text)") }
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, expectingLength: true)
            recognizer.lengthAsked = true
            defer { recognizer.lengthAsked = false }
            let during = try recognizer.recognizeClip(audio)
            if during.accepted, during.intent == .timerLength(seconds: 600) { waiting.append(voice) }
        }
        print("ten minutes while a length is awaited: \(waiting); acted on otherwise: \(usual)")
        #expect(usual.isEmpty, "\(usual)")
        #expect(waiting.count >= 2, "\(waiting)")
    }

    /// A length counts from an answer's bar only as an answer: to "For how
    /// long?", or as a correction ("no, fifteen minutes"). Just after a
    /// timer was offered or set, questions said in noise came out as
    /// lengths ("what's next" as "twelve minute") and started timers.
    @Test func aLoneLengthIsAnAnswerOnlyWhenAskedForOrCorrecting() throws {
        let recognizer = try Ear.recognizer()
        try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, expectingLength: true)
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        let twelve = Intent.timerLength(seconds: 720)
        #expect(recognizer.lowerBar(for: twelve, text: "twelve minute") == nil)
        #expect(recognizer.lowerBar(for: .timerFix(seconds: 900, name: nil), text: "no fifteen minutes") != nil)
        recognizer.lengthAsked = true
        defer { recognizer.lengthAsked = false }
        #expect(recognizer.lowerBar(for: twelve, text: "twelve minute") != nil)
    }

    /// "How many onions": the plural a cook says of a counted ingredient
    /// is in the grammar; it was matched to another word of the recipe
    /// ("how many of the eggs") and answered for that.
    @Test func howManyOfACountedIngredientIsHeardInThePlural() throws {
        let bolognese = Recipe(id: "b", title: "B", minutes: 60, servings: 4,
                               ingredients: ["1 onion", "2 eggs", "50 g oats", "500 g beef mince", "2 carrots"].map(Ingredient.init(parsing:)),
                               steps: [Step(text: "Cook.")])
        #expect(bolognese.askedNames.contains("onions") && !bolognese.askedNames.contains("oatss") && !bolognese.askedNames.contains("beef minces"))
        let recognizer = try Ear.recognizer(ingredients: bolognese.askedNames)
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        var heard: [String] = []
        for voice in ["en-us", "en-gb", "en-gb-x-rp"] {
            let result = try recognizer.recognizeClip(try Ear.spoken("how many onions", voice: voice))
            if result.accepted, case .howMuch(let name)? = result.intent, name.hasPrefix("onion") { heard.append(voice) }
        }
        print("how many onions heard as onions: \(heard)")
        #expect(heard.count >= 2, "\(heard)")
    }

    /// "What can I use instead of garlic": a cook out of one of the
    /// recipe's ingredients asks by voice (was only typed, and then
    /// answered "I can't suggest substitutes").
    @Test func whatToUseInsteadIsHeard() throws {
        let recognizer = try Ear.recognizer()
        var heard: [String] = []
        for voice in ["en-us", "en-gb", "en+m3"] {
            let result = try recognizer.recognizeClip(try Ear.spoken("what can I use instead of garlic", voice: voice))
            if result.accepted, result.intent == .substitute("garlic", with: nil) { heard.append(voice) }
        }
        #expect(heard.count >= 2, "\(heard)")
    }

    /// "Which one?" "The pasta timer." By voice too, while Sous asks
    /// (the tester's 0 of 9: the grammar had no such answer).
    @Test func whichTimerIsAnsweredByVoiceWhileSousAsks() throws {
        let recognizer = try Ear.recognizer()
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        var chosen: [String] = []
        var otherwise: [String] = []
        for voice in ["en-us", "en-gb", "en+m3"] {
            let audio = try Ear.spoken("the pasta timer", voice: voice)
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, choosingTimer: true)
            let asked = try recognizer.recognizeClip(audio)
            if asked.accepted, asked.intent == .choose("the pasta timer") { chosen.append(voice) }
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
            let unasked = try recognizer.recognizeClip(audio)
            if unasked.accepted { otherwise.append("\(voice): \(unasked.text)") }
        }
        print("the pasta timer while asked: \(chosen); acted on otherwise: \(otherwise)")
        #expect(chosen.count >= 2, "\(chosen)")
        // Unasked, it is never a choice; one voice of three heard as another
        // command ("start a timer", which only asks "For how long?") was
        // seen once in a clean-clone run. The en-us clip depends on how much
        // eSpeak NG synthesised before in the process (see
        // `Synthesizer.synthesize`): over its 22 renderings it was heard
        // unasked as "start a timer" at 0.32-0.59, accepted in 6; en-gb and
        // en+m3 never (at most 0.22). Run alone, the test gets the first
        // rendering, heard at 0.38 and rejected.
        #expect(otherwise.count <= 1 && !otherwise.contains { $0.contains("pasta timer") }, "\(otherwise)")
    }

    /// The recogniser keeps nothing of one clip for the next: the same clip
    /// gets the same words, confidence and confidence features after other
    /// voices' clips and after the grammar changed and changed back (each
    /// clip gets the same dither noise and the decoder normalises each
    /// utterance over itself; a dither seed carried from clip to clip moved
    /// this one's confidence from 0.386 to 0.403). A clip heard differently
    /// in the whole suite than alone is different audio: see
    /// `Synthesizer.synthesize`.
    @Test func aClipIsJudgedTheSameAfterOtherClipsAndGrammars() throws {
        let recognizer = try Ear.recognizer()
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        let clip = try Ear.spoken("the pasta timer", voice: "en-us")
        let first = try recognizer.recognizeClip(clip)
        for (voice, phrase) in [("en+m3", "set a timer for ten minutes"), ("en-gb", "how much garlic"), ("en-us+f2", "go back")] {
            _ = try recognizer.recognizeClip(try Ear.spoken(phrase, voice: voice))
        }
        try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, choosingTimer: true)
        _ = try recognizer.recognizeClip(clip)
        try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
        let again = try recognizer.recognizeClip(clip)
        #expect(!first.features.isEmpty)
        #expect(again == first, "first: \(first.text) \(first.confidence) \(first.features); again: \(again.text) \(again.confidence) \(again.features)")
    }

    /// The timer phrasings new by voice, each where it is listened for:
    /// a reminder's deed any time, "which timer was that" while a timer
    /// rings, "all of them" while Sous asks "Which one?", "cancel the reminder".
    @Test func remindersWhichTimerAndAllOfThemAreHeard() throws {
        let recognizer = try Ear.recognizer()
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        let phrasings: [(String, String, ringing: Bool, asking: Bool)] = [
            ("remind me in ten minutes to flip the salmon", "timer_set:600:to flip the salmon", false, false),
            ("which timer was that", "which_timer", true, false),
            ("all of them", "choose:all", false, true),
            ("cancel the reminder", "timer_cancel:reminder", false, false),
        ]
        var right = 0
        var wrong: [String] = []
        for voice in ["en+m3", "en-gb", "en-us+f2"] {
            for (phrase, intent, ringing, asking) in phrasings {
                try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, acknowledging: ringing, choosingTimer: asking, extending: ringing)
                let heard = try recognizer.recognizeClip(try Ear.spoken(phrase, voice: voice))
                if heard.intent?.canonical == intent { right += 1 } else { wrong.append("\(voice) '\(phrase)' -> \(heard.text)") }
            }
        }
        print("new timer phrasings: \(right) of 12 decoded right; wrong: \(wrong)")
        #expect(right >= 10, "\(right) of 12 decoded right; wrong: \(wrong)")
    }

    /// The timer rings, the cake isn't done: "five more minutes" by voice
    /// gives it five more (only then: on the radio it is a recipe read out).
    @Test func moreMinutesAreHeardWhileATimerRings() throws {
        let recognizer = try Ear.recognizer()
        defer { try? recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3) }
        var extended: [String] = []
        var otherwise: [String] = []
        for (voice, phrase) in [("en-us", "five more minutes"), ("en-gb", "another ten minutes"), ("en+m3", "give it two more minutes")] {
            let audio = try Ear.spoken(phrase, voice: voice)
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, acknowledging: true, extending: true)
            let ringing = try recognizer.recognizeClip(audio)
            if ringing.accepted, case .timerAdd? = ringing.intent, ringing.intent == CommandParser.parse(phrase) { extended.append(voice) }
            try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
            let quiet = try recognizer.recognizeClip(audio)
            if quiet.accepted, case .timerAdd? = quiet.intent { otherwise.append("\(voice): \(quiet.text)") }
        }
        print("more minutes while ringing: \(extended); heard as more time otherwise: \(otherwise)")
        #expect(extended.count >= 2, "\(extended)")
        #expect(otherwise.isEmpty, "\(otherwise)")
    }

    @Test func okayIsHeardOnlyWhileATimerRings() throws {
        let recognizer = try Ear.recognizer()
        var quiet: [String] = []
        var ringing: [String] = []
        for voice in ["en-us", "en+m3", "en-gb-x-rp"] {
            for phrase in ["okay", "got it"] {
                let audio = try Ear.spoken(phrase, voice: voice)
                try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3)
                let before = try recognizer.recognizeClip(audio)
                if before.accepted { quiet.append("\(voice) \(phrase) -> \(before.text)") }
                try recognizer.use(recipe: "test", ingredients: Ear.chicken, steps: 3, acknowledging: true)
                let during = try recognizer.recognizeClip(audio)
                if during.accepted, during.intent == .yes { ringing.append("\(voice) \(phrase)") }
            }
        }
        print("okay while ringing: \(ringing); acted on while quiet: \(quiet)")
        // Measured: none of the six while quiet, except that eSpeak NG's
        // output drifts with what it synthesised before (tests run in any
        // order), and then a lone "okay" in one voice can come out as
        // "okay wait". More than that is a regression.
        #expect(quiet.count <= 1, "\(quiet)")
        #expect(!quiet.contains { $0.contains("got it") }, "\(quiet)")
        // Measured: "got it" in all three voices; a lone "okay" is too short
        // to be sure of (single short words are the recogniser's weak spot).
        #expect(ringing.count >= 2, "heard as yes while ringing: \(ringing)")
    }
}

extension AudioTests {
    /// A daemon cooks many recipes a day and only the current recipe's
    /// grammar is kept: after switching away and back, each recipe's own
    /// ingredients are still what is heard.
    @Test func switchingRecipesBackAndForthHearsTheCurrentRecipe() throws {
        let recognizer = try Ear.recognizer()
        let hummus = ["Chickpeas", "Tahini", "Lemon juice", "Garlic", "Olive oil"]
        let tahini = try Ear.spoken("how much tahini", voice: "en-us")
        let chicken = try Ear.spoken("how much chicken breast", voice: "en-us")
        var heard: [String] = []
        for round in 0..<3 {
            try recognizer.use(recipe: "hummus", ingredients: hummus, steps: 4)
            heard.append("\(round) hummus: " + (try recognizer.recognizeClip(tahini).intent?.canonical ?? "nothing"))
            try recognizer.use(recipe: "chicken", ingredients: Ear.chicken, steps: 3)
            heard.append("\(round) chicken: " + (try recognizer.recognizeClip(chicken).intent?.canonical ?? "nothing"))
        }
        #expect(heard == (0..<3).flatMap { ["\($0) hummus: how_much:tahini", "\($0) chicken: how_much:chicken breast"] })
    }
}
