import Foundation
import Testing
@testable import SousCore

/// Scaled far up, the batter outgrows the tin the steps name, and the
/// steps still give one batch's time: the cook hears so, when scaling and
/// in `sous show` (was: 60 brownies "poured into the tin" and baked 25 minutes).
@Suite("The tin a scaled recipe bakes in")
struct BakingVesselTests {
    static let brownies = Recipe(
        id: "brownies", title: "Brownies", minutes: 60, servings: 16, makes: YieldUnit(noun: "brownies"),
        ingredients: ["185 g butter", "3 eggs", "85 g flour"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Line a 20 cm square tin with baking paper."), Step(text: "Pour into the tin and bake for 25 minutes.", timer: 1500)])

    static let soup = Recipe(
        id: "soup", title: "Soup", tags: ["soup"], minutes: 30, servings: 4,
        ingredients: ["1 onion", "1 l stock"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Simmer the onion in the stock in a large pan for 20 minutes.")])

    @Test func scalingFarUpOrDownSaysWhatItDoesToTheTin() {
        var cook = RecipeYieldTests.Cook(Self.brownies)
        #expect(cook.say("make 60 brownies") == "OK, scaled to 60 brownies. That's 3 3/4 times the recipe, more than one square tin holds: "
            + "bake it in batches or in more square tins, each for the time the steps give. Say ingredients to hear the new amounts.")
        #expect(cook.say("make 8 brownies").contains("In the same square tin it will be thinner and bake sooner"))
        // Within what one tin takes, nothing is added.
        #expect(cook.say("make 20 brownies") == "OK, scaled to 20 brownies. Say ingredients to hear the new amounts.")
    }

    @Test func aSoupOrARecipeThatDoesNotBakeHasNoTin() {
        #expect(BakingVessel(of: Self.soup) == nil)
        var cook = RecipeYieldTests.Cook(Self.soup)
        #expect(cook.say("make it for 12 people") == "OK, scaled to 12 servings. Say ingredients to hear the new amounts.")
        #expect(BakingVessel(of: Self.brownies)?.name == "square tin")
    }
}

/// Tins said in the plural or as an American pan are tins too: the sponge's
/// "two 20 cm sandwich tins" and the brownies' "8 inch square pan" went
/// unwarned when tripled; fewer muffins fill fewer cups of the same tin.
@Suite struct MoreVesselsTests {
    static func recipe(_ step: String, makes: YieldUnit? = nil, servings: Int = 8) -> Recipe {
        Recipe(id: "v", title: "V", tags: ["baking"], minutes: 40, servings: servings, makes: makes,
               ingredients: [Ingredient(parsing: "200 g flour")], steps: [Step(text: step), Step(text: "Bake for 25 minutes.")])
    }

    @Test func pluralTinsAndAmericanPansAreVessels() {
        #expect(BakingVessel(of: Self.recipe("Grease two 20 cm sandwich tins."))?.name == "sandwich tin")
        #expect(BakingVessel(of: Self.recipe("Line an 8 inch square pan with parchment paper."))?.name == "square pan")
        #expect(BakingVessel(of: Self.recipe("Grease two 8 inch cake pans."))?.note(scale: 3)?.contains("more than one cake pan holds") == true)
    }

    @Test func fewerMuffinsAreNoThinnerCake() {
        let muffins = Self.recipe("Line a 12-hole muffin tin with paper cases.", makes: YieldUnit(noun: "muffins"), servings: 12)
        #expect(BakingVessel(of: muffins)?.note(scale: 0.5) == nil)
        #expect(BakingVessel(of: muffins)?.note(scale: 2) != nil)
        #expect(BakingVessel(of: Self.recipe("Grease a 20 cm cake tin."))?.note(scale: 0.5)?.contains("thinner") == true)
    }
}
