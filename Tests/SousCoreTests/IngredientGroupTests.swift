import Foundation
import Testing
@testable import SousCore

/// A recipe whose list is printed in groups ("Chocolate Cake", "Frosting",
/// "Raspberry Filling"), as imported pages keep them: answers for one part
/// are that group's lines, and a thing in several groups says which is for what.
@Suite("Ingredient groups in the session")
struct IngredientGroupTests {
    typealias Driver = CookingSessionTests.Driver

    static func line(_ text: String, _ section: String?) -> Ingredient {
        var ingredient = Ingredient(parsing: text)
        ingredient.section = section
        return ingredient
    }

    static let cake = Recipe(
        id: "chocolate-raspberry-cake", title: "Chocolate Raspberry Cake", minutes: 90, servings: 12,
        ingredients: [
            line("2 cups granulated sugar", "Chocolate Cake"), line("3/4 cup dark cocoa powder", "Chocolate Cake"),
            line("1 tsp salt", "Chocolate Cake"), line("2 large eggs", "Chocolate Cake"),
            line("1/2 cup dark cocoa powder", "Creamy Chocolate Buttercream Frosting"), line("1 cup butter, room temperature", "Creamy Chocolate Buttercream Frosting"),
            line("1/2 tsp salt", "Creamy Chocolate Buttercream Frosting"),
            line("1/4 cup granulated sugar", "Raspberry Filling"), line("2 cups raspberries", "Raspberry Filling"),
        ],
        steps: [Step(text: "Beat the sugar, cocoa, salt and eggs."), Step(text: "Bake for 30 minutes.", timer: 1800),
                Step(text: "Beat the butter with the cocoa."), Step(text: "Cook the raspberries with the sugar.")])

    /// "how much sugar for the filling" was the cake's and the filling's
    /// added up ("2 1/4 cups in all"); "how much cocoa" one total.
    @Test func howMuchForAPartIsThatGroupsLine() {
        var cook = Driver(Self.cake)
        cook.send(.begin)
        #expect(cook.say("how much sugar for the filling") == "You need 1/4 cup of granulated sugar.")
        #expect(cook.say("how much cocoa for the frosting") == "You need 1/2 cup of dark cocoa powder.")
        #expect(cook.say("how much salt for the cake") == "You need 1 tsp of salt.")
        #expect(cook.say("how much cocoa")
            == "You need 3/4 cup of dark cocoa powder for the chocolate cake and 1/2 cup of dark cocoa powder for the creamy chocolate buttercream frosting.")
        // The sum, when asked for, still names the groups.
        #expect(cook.say("how much sugar in total")
            == "You need 2 1/4 cups of granulated sugar in all: 2 cups for the chocolate cake and 1/4 cup for the raspberry filling.")
    }

    /// Three onions of one list were "1 onion, medium; 1 onion, large; and
    /// 1 onion, medium, finely chopped", with nothing to say which is for what.
    @Test func aThingInSeveralGroupsSaysWhichIsForWhat() {
        let rice = Recipe(id: "jollof", title: "Jollof Rice", minutes: 90, servings: 6,
                          ingredients: [Self.line("1 onion, medium", "Beef and Stock"), Self.line("2 lb beef", "Beef and Stock"),
                                        Self.line("1 onion, large", "Tomato Base"), Self.line("1 onion, medium, finely chopped", "Ghana Jollof Rice"),
                                        Self.line("3 cups rice", "Ghana Jollof Rice")],
                          steps: [Step(text: "Cook it.")])
        var cook = Driver(rice)
        cook.send(.begin)
        #expect(cook.say("how much onion")
            == "You need 1 onion, medium, for the beef and stock; 1 onion, large, for the tomato base; and 1 onion, medium, finely chopped, for the ghana jollof rice.")
        #expect(cook.say("how much onion for the tomato base") == "You need 1 onion.")
    }

    /// "Ingredients for the frosting" listed the cake's cocoa and salt too.
    @Test func aPartsIngredientsAreItsGroup() {
        var cook = Driver(Self.cake)
        cook.send(.begin)
        #expect(cook.say("ingredients for the frosting")
            == "For the creamy chocolate buttercream frosting you need:\n- 1/2 cup dark cocoa powder\n- 1 cup butter, room temperature\n- 1/2 tsp salt")
        #expect(cook.say("what goes in the filling") == "For the raspberry filling you need:\n- 1/4 cup granulated sugar\n- 2 cups raspberries")
        #expect(cook.say("what goes in the sauce").hasPrefix("There's no sauce part. The parts are: Chocolate Cake, Creamy Chocolate Buttercream Frosting and Raspberry Filling."))
    }

    /// The whole list read out says each group before its lines.
    @Test func theWholeListSaysTheGroupHeadings() {
        var cook = Driver(Self.cake)
        cook.send(.begin)
        let list = cook.say("ingredients")
        #expect(list.hasPrefix("9 ingredients for 12 servings:\nFor the chocolate cake:\n- 2 cups granulated sugar\n"))
        #expect(list.contains("- 2 large eggs\nFor the creamy chocolate buttercream frosting:\n- 1/2 cup dark cocoa powder\n"))
        #expect(list.contains("- 1/2 tsp salt\nFor the raspberry filling:\n- 1/4 cup granulated sugar"))
        // A list without groups is read as before.
        var soup = Driver(Fixtures.soup)
        soup.send(.begin)
        #expect(soup.say("ingredients") == "For 4 servings you need:\n- 1 onion, diced\n- 2 carrots\n- 2 sticks celery\n- 200 g red lentils\n"
            + "- 1 litre vegetable stock\n- 1 tbsp olive oil\n- salt")
    }

    /// The group is the Sous file's `section`; a file without it loads as before.
    @Test func theGroupIsSavedAsTheLinesSection() throws {
        let json = #"""
            {"id": "c", "title": "C", "minutes": 5, "ingredients": [{"text": "1 cup butter", "section": "Frosting"}, "2 eggs",
            {"text": "1 cup sugar", "quantity": 1, "unit": "cup", "name": "sugar", "section": "For the cake"}], "steps": ["Mix."]}
            """#
        let recipe = try Recipe.decode(Data(json.utf8))
        #expect(recipe.ingredients.map(\.section) == ["Frosting", nil, "For the cake"])
        #expect(try Recipe.decode(recipe.encodedJSON()).ingredients.map(\.section) == ["Frosting", nil, "For the cake"])
        // Scaled, converted and read again, a line keeps its group.
        #expect(recipe.reread.ingredients.map(\.section) == ["Frosting", nil, "For the cake"])
        #expect(recipe.ingredients[0].converted(to: .metric).section == "Frosting")
        #expect(Ingredient.saidSection("Salad Ingredients") == "for the salad")
        #expect(Ingredient.saidSection("To serve:") == "to serve")
        #expect(Ingredient.saidSection("Dry ingredients") == "for the dry ingredients")
    }
}
