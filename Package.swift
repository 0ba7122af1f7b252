// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sous",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
    ],
    targets: [
        // System libraries: module map + shim header only.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),

        // Pure Swift: no IO, no C, no clocks.
        .target(name: "SousCore"),
        .target(name: "SousStore", dependencies: ["SousCore", "CSQLite"]),
        .target(name: "SousRecipes", dependencies: ["SousCore", "SousStore"]),
        .executableTarget(name: "sous", dependencies: ["SousCore", "SousStore", "SousRecipes"]),

        .testTarget(name: "SousCoreTests", dependencies: ["SousCore"]),
        .testTarget(name: "SousStoreTests", dependencies: ["SousStore", "SousCore"]),
        .testTarget(name: "SousRecipesTests", dependencies: ["SousRecipes", "SousCore"]),
        .testTarget(name: "SousCLITests", dependencies: ["SousCore", "SousRecipes"]),
    ]
)
