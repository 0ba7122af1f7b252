import Foundation

/// Mixes kitchen noise under speech at a chosen signal-to-noise ratio, for
/// testing the recogniser the way a cook is heard over a running tap.
public enum NoiseMixer {
    /// `speech` with `noise` (looped as needed) added so that the speech's
    /// power over the noise's is `snr` decibels. Power is measured over the
    /// speech's loud part, so leading and trailing silence do not count.
    public static func mix(_ speech: AudioBuffer, with noise: AudioBuffer, snr: Double, offset: Int = 0) -> AudioBuffer {
        let noise = AudioFile.resample(noise, to: speech.sampleRate)
        guard !noise.samples.isEmpty, !speech.samples.isEmpty else { return speech }
        let speechPower = activePower(speech.samples)
        let noisePower = power(noise.samples)
        guard speechPower > 0, noisePower > 0 else { return speech }
        let gain = Float((speechPower / noisePower / pow(10, snr / 10)).squareRoot())
        var mixed = speech.samples
        for index in mixed.indices {
            mixed[index] += gain * noise.samples[(index + offset) % noise.samples.count]
        }
        let peak = mixed.map(abs).max() ?? 0
        if peak > 0.99 {
            let scale = 0.99 / peak
            for index in mixed.indices { mixed[index] *= scale }
        }
        return AudioBuffer(samples: mixed, sampleRate: speech.sampleRate)
    }

    static func power(_ samples: [Float]) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples { sum += Double(sample) * Double(sample) }
        return sum / Double(samples.count)
    }

    /// Mean power of the 20 ms frames within 30 dB of the loudest one.
    static func activePower(_ samples: [Float]) -> Double {
        let frame = 320
        var powers: [Double] = []
        var start = 0
        while start + frame <= samples.count {
            powers.append(power(Array(samples[start..<start + frame])))
            start += frame
        }
        guard let loudest = powers.max(), loudest > 0 else { return power(samples) }
        let active = powers.filter { $0 >= loudest / 1000 }
        return active.reduce(0, +) / Double(active.count)
    }
}
