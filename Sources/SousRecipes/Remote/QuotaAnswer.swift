import Foundation
import SousStore

/// The spoken answer to "how many searches are left".
public enum QuotaAnswer {
    /// The points a remote search costs at most: the search Sous makes
    /// (`SpoonacularSource.search`, ten results with recipe information and
    /// ingredients), priced before it is sent.
    public static let searchCost = SpoonacularEndpoint.complexSearch(query: "", number: 10, addRecipeInformation: true, fillIngredients: true).estimatedCost

    /// The points one recipe's information costs (`sous show ID` of a
    /// recipe not cached).
    public static let informationCost = SpoonacularEndpoint.information(id: 1, includeNutrition: false).estimatedCost

    /// "You have used 12 of 50 points today; about 23 searches left."
    public static func spoken(_ status: QuotaStatus, now: Date = Date(), searchCost: Double = QuotaAnswer.searchCost) -> String {
        let used = status.used.rounded() == status.used || status.used >= 10
            ? QuotaStatus.points(status.used.rounded()) : QuotaStatus.points(status.used)
        let limit = QuotaStatus.points(status.limit)
        if status.limit <= 0 {
            return "Your daily limit is 0 points, so remote search is off; raise SOUS_QUOTA_LIMIT or dailyQuota to use it."
        }
        // Other apps on the same key may leave the account short of the cook's budget.
        let account = status.accountIsShort ? ", but the Spoonacular account has only \(spokenPoints(status.accountLeft ?? 0)) left" : ""
        if status.exhausted || status.left < searchCost {
            let wait = spokenDuration(status.resetsAt.timeIntervalSince(now))
            let what = status.exhausted ? "Today's API quota is used up"
                : "You have used \(used) of \(limit) points today\(account), not enough for another search"
            return "\(what); remote search is back at midnight UTC, in \(wait)."
        }
        let searches = searchesLeft(status, searchCost: searchCost)
        return "You have used \(used) of \(limit) points today\(account); about \(searches) \(searches == 1 ? "search" : "searches") left."
    }

    /// Whole searches the points left pay for; a server's header can say
    /// anything, so the count stays finite.
    public static func searchesLeft(_ status: QuotaStatus, searchCost: Double = QuotaAnswer.searchCost) -> Int {
        let searches = (status.left / searchCost).rounded(.down)
        guard !searches.isNaN, searches > 0 else { return 0 }
        return Int(min(searches, 1_000_000))
    }

    /// Points as said aloud: whole from 10 up.
    static func spokenPoints(_ value: Double) -> String {
        value >= 10 || value.rounded() == value ? QuotaStatus.points(max(0, value.rounded())) : QuotaStatus.points(max(0, value))
    }

    /// "5 hours and 12 minutes", "1 hour", "40 minutes".
    static func spokenDuration(_ seconds: TimeInterval) -> String {
        let minutes = max(1, Int((seconds / 60).rounded(.up)))
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return count(rest, "minute") }
        return rest == 0 ? count(hours, "hour") : "\(count(hours, "hour")) and \(count(rest, "minute"))"
    }

    /// The answer from the database and settings: what the voice loop calls
    /// for `Intent.quotaQuery`.
    public static func spoken(database: Database, settings: RemoteSettings = .load(), now: Date = Date()) throws(StoreError) -> String {
        guard settings.spoonacularKey != nil else {
            return "Remote search is not set up: there is no Spoonacular API key, so only your own recipes are searched."
        }
        return spoken(try QuotaLedger(database, dailyLimit: settings.dailyLimit).status(at: now), now: now)
    }
}
