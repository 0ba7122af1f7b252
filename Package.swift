// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sous",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
    ],
    targets: [
        // System libraries from Debian: module map + shim header only.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CPocketSphinx", pkgConfig: "pocketsphinx",
                       providers: [.apt(["libpocketsphinx-dev", "libsphinxbase-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .systemLibrary(name: "CSampleRate", pkgConfig: "samplerate", providers: [.apt(["libsamplerate0-dev"])]),
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

        // Pure Swift: no IO, no C, no clocks.
        .target(name: "SousCore"),
        .target(name: "SousStore", dependencies: ["SousCore", "CSQLite"]),
        .target(name: "SousRecipes", dependencies: ["SousCore", "SousStore", "CXML2"]),
        .target(name: "SousSpeech", dependencies: ["SousCore", "CEspeakNG", "CPocketSphinx", "CALSA", "CSndFile", "CSampleRate"]),
        .target(name: "SousDaemon", dependencies: ["SousCore", "SousStore", "SousRecipes", "SousSpeech"]),
        .executableTarget(name: "sous", dependencies: ["SousCore", "SousStore", "SousRecipes", "SousSpeech", "SousDaemon"]),

        .target(name: "SousTestSupport", path: "Tests/SousTestSupport"),
        .testTarget(name: "SousCoreTests", dependencies: ["SousCore"]),
        .testTarget(name: "SousStoreTests", dependencies: ["SousTestSupport", "SousStore", "SousCore"]),
        .testTarget(name: "SousRecipesTests", dependencies: ["SousTestSupport", "SousRecipes", "SousStore", "SousCore"]),
        .testTarget(name: "SousSpeechTests", dependencies: ["SousTestSupport", "SousSpeech", "SousCore", "SousRecipes"]),
        .testTarget(name: "SousDaemonTests", dependencies: ["SousTestSupport", "SousDaemon", "SousStore", "SousRecipes", "SousCore"]),
        .testTarget(name: "SousCLITests", dependencies: ["SousTestSupport", "SousCore", "SousRecipes", "SousSpeech", "SousStore"]),
    ]
)
