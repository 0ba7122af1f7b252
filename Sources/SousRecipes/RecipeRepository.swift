import Foundation
import SousCore

/// Anywhere recipes come from: the bundled folder, the user's imports, a
/// remote API. Sources are asynchronous because some of them are remote.
public protocol RecipeRepository: Sendable {
    /// Every recipe the source can offer without a query.
    func allRecipes() async throws -> [Recipe]
    /// One recipe by id, or nil when this source does not have it.
    func recipe(id: String) async throws -> Recipe?
}

extension RecipeRepository {
    public func recipe(id: String) async throws -> Recipe? {
        try await allRecipes().first { $0.id == id }
    }
}
