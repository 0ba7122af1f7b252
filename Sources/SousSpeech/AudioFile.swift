import CSampleRate
import CSndFile
import Foundation

/// Reads and writes audio files with libsndfile and changes sample rates
/// with libsamplerate: no hand-written WAV headers or resampling.
public enum AudioFile {
    /// Reads any format libsndfile knows, mixed down to mono.
    public static func read(_ path: String) throws(SpeechError) -> AudioBuffer {
        var info = SF_INFO()
        guard let file = sf_open(path, Int32(SFM_READ), &info) else {
            throw SpeechError("\(path): cannot read audio (\(String(cString: sf_strerror(nil))))")
        }
        defer { sf_close(file) }
        let channels = Int(info.channels)
        let frames = Int(info.frames)
        guard channels > 0, info.samplerate > 0 else { throw SpeechError("\(path): no audio channels") }
        var interleaved = [Float](repeating: 0, count: max(0, frames * channels))
        let read = interleaved.withUnsafeMutableBufferPointer { buffer in
            Int(sf_readf_float(file, buffer.baseAddress, sf_count_t(frames)))
        }
        var mono = [Float](repeating: 0, count: read)
        if channels == 1 {
            mono = Array(interleaved.prefix(read))
        } else {
            for frame in 0..<read {
                var sum: Float = 0
                for channel in 0..<channels { sum += interleaved[frame * channels + channel] }
                mono[frame] = sum / Float(channels)
            }
        }
        return AudioBuffer(samples: mono, sampleRate: Int(info.samplerate))
    }

    /// Writes 16-bit mono WAV, atomically: a temporary file renamed into place.
    /// A target that is no regular file (`--output /dev/null`, a pipe) is
    /// written in place: renaming over it replaced the machine's /dev/null
    /// with a plain file. A link is followed, and kept.
    public static func write(_ audio: AudioBuffer, to given: String) throws(SpeechError) {
        let path = URL(fileURLWithPath: given).resolvingSymlinksInPath().path
        var status = stat()
        let special = stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG && status.st_mode & S_IFMT != S_IFDIR
        let temporary = special ? path : path + ".partial-\(getpid())"
        var info = SF_INFO()
        info.samplerate = Int32(audio.sampleRate)
        info.channels = 1
        info.format = Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw SpeechError("\(path) is a folder; give a file name such as \((path as NSString).appendingPathComponent("speech.wav"))")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            throw SpeechError("\(path): the folder \(folder) does not exist")
        }
        guard let file = sf_open(temporary, Int32(SFM_WRITE), &info) else {
            throw SpeechError("\(path): cannot write audio (\(String(cString: sf_strerror(nil))))")
        }
        let written = audio.samples.withUnsafeBufferPointer { buffer in
            sf_writef_float(file, buffer.baseAddress, sf_count_t(audio.samples.count))
        }
        sf_close(file)
        guard written == audio.samples.count else {
            if !special { unlink(temporary) }
            throw SpeechError("\(path): writing the audio failed (is the disk full?)")
        }
        guard special || rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SpeechError("\(path): writing the audio failed (\(reason))")
        }
    }

    /// The audio at another sample rate (libsamplerate, medium-quality sinc).
    public static func resample(_ audio: AudioBuffer, to rate: Int) -> AudioBuffer {
        guard audio.sampleRate != rate, !audio.samples.isEmpty else {
            return AudioBuffer(samples: audio.samples, sampleRate: rate)
        }
        let ratio = Double(rate) / Double(audio.sampleRate)
        var output = [Float](repeating: 0, count: Int(Double(audio.samples.count) * ratio) + 64)
        var generated = 0
        audio.samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var data = SRC_DATA()
                data.data_in = input.baseAddress
                data.input_frames = CLong(input.count)
                data.data_out = out.baseAddress
                data.output_frames = CLong(out.count)
                data.src_ratio = ratio
                if src_simple(&data, Int32(SRC_SINC_MEDIUM_QUALITY), 1) == 0 {
                    generated = Int(data.output_frames_gen)
                }
            }
        }
        return AudioBuffer(samples: Array(output.prefix(generated)), sampleRate: rate)
    }
}
