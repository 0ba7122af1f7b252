/// The tin, tray or dish a recipe bakes in. Scaled, the amounts change but
/// the tin does not: nearly four times the brownie batter in one 20 cm tin
/// bakes raw in the middle. So a cook scaling a baked recipe far up or down
/// hears what that does to the tin and the time, which the steps still give
/// for one batch.
public struct BakingVessel: Hashable, Sendable {
    /// "tin", "baking dish".
    public var name: String
    /// The recipe makes pieces each baked apart (muffins, cookies): fewer
    /// fill fewer cups of the same tin, no thinner.
    var piecesEach = false

    /// What a baked recipe (it makes loaves or cookies, or is tagged
    /// baking or dessert) bakes in; nil for a soup or a roast.
    public init?(of recipe: Recipe) {
        // Baking, not a roast or a gratin, whose tin takes two as well.
        guard recipe.makes != nil || recipe.tags.contains(where: { ["baking", "bread", "cake", "cakes", "dessert"].contains($0.lowercased()) }) else { return nil }
        let texts = recipe.steps.map { $0.text.lowercased() }
        guard texts.contains(where: { $0.firstMatch(of: Self.baking) != nil }),
              let found = texts.lazy.compactMap({ $0.firstMatch(of: Self.vessel) }).first else { return nil }
        name = String(found.output.1)
        // Brownies and flapjacks are one slab cut up: the tin still matters.
        piecesEach = name.contains("muffin") || ["muffin", "cupcake", "cookie", "biscuit", "roll", "bun", "scone"].contains(recipe.makes?.word ?? "")
    }

    /// Said after scaling by `scale` times the recipe as written: nil when
    /// the tin still fits (between a half and one and a half times).
    public func note(scale: Double) -> String? {
        let many = ShoppingNames.pluralise(name)
        if scale >= 1.5 {
            return "That's \(AmountFormatter.format(scale)) times the recipe, more than one \(name) holds: bake it in batches or in more \(many), each for the time the steps give."
        }
        if scale <= 0.5, !piecesEach {
            return "In the same \(name) it will be thinner and bake sooner: use a smaller \(name), or check it early."
        }
        return nil
    }

    nonisolated(unsafe) private static let baking = #/\b(?:bake|baked|baking|oven)\b/#
    nonisolated(unsafe) static let vessel =
        #/\b(loaf tin|cake tin|baking tin|roasting tin|sandwich tin|square tin|round tin|muffin tin|tin|loaf pan|cake pan|baking pan|sheet pan|square pan|round pan|muffin pan|springform|baking tray|baking sheet|tray|baking dish|ovenproof dish|pie dish|mould|mold)s?\b/#
}
