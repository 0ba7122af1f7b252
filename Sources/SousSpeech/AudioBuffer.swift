/// Mono audio as floats in -1...1, with its sample rate.
public struct AudioBuffer: Sendable, Equatable {
    public var samples: [Float]
    public var sampleRate: Int

    public init(samples: [Float], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// 16-bit PCM, the form the recogniser and ALSA take.
    public var int16: [Int16] {
        samples.map { Int16(max(-1, min(1, $0)) * 32767) }
    }

    public init(int16 samples: [Int16], sampleRate: Int) {
        self.init(samples: samples.map { Float($0) / 32768 }, sampleRate: sampleRate)
    }

    /// Root-mean-square level, 0...1.
    public var rms: Float {
        guard !samples.isEmpty else { return 0 }
        var sum: Float = 0
        for sample in samples { sum += sample * sample }
        return (sum / Float(samples.count)).squareRoot()
    }

    /// Appends `seconds` of silence.
    public mutating func appendSilence(_ seconds: Double) {
        samples += [Float](repeating: 0, count: Int(seconds * Double(sampleRate)))
    }
}
