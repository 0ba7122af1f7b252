import Foundation
import SousRecipes
import SousStore

struct QuotaCommand: Subcommand {
    static let name = "quota"
    static let summary = "Show today's use of the Spoonacular API points."
    static let usage = "sous quota [--calls] [--json]"
    static let discussion = """
        Spoonacular counts points per UTC day: 1 per request plus 0.01 per result, more for recipe
        information and ingredients. Sous prices each call before making it and refuses one that would
        pass your daily limit (SOUS_QUOTA_LIMIT or "dailyQuota" in the config file, default 50).
        Each call counts at the server's own price for it when it sends one. The account's figures
        (other apps may use the same key) are shown apart; what it has left caps Sous's budget too.
        """
    static let options: [OptionSpec] = [
        .flag("calls", "list today's calls"),
        .flag("json", "print JSON"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("quota takes no arguments") }
        let settings = context.remoteSettings()
        let now = Date()
        let ledger = QuotaLedger(try context.database(), dailyLimit: settings.dailyLimit)
        let status = try ledger.status(at: now)
        let calls = arguments.has("calls") ? try ledger.calls(on: status.day) : []
        if arguments.has("json") {
            var object: [String: Any] = [
                "day": status.day.text, "used": status.used, "limit": status.limit, "left": status.left,
                "accountUsed": status.accountUsed ?? NSNull(), "accountLeft": status.accountLeft ?? NSNull(),
                "exhausted": status.exhausted, "calls": status.calls, "configured": settings.spoonacularKey != nil,
                "resetsAt": ISO8601DateFormatter().string(from: status.resetsAt),
            ]
            if arguments.has("calls") {
                object["callList"] = calls.map { call -> [String: Any] in
                    ["endpoint": call.endpoint, "estimated": call.estimated, "charged": call.charged, "status": call.status,
                     "at": ISO8601DateFormatter().string(from: call.at)]
                }
            }
            Console.out(RecipeListing.jsonText(object))
            return 0
        }
        Console.out(status.summary)
        if settings.spoonacularKey == nil {
            Console.out("Remote search is off: set SOUS_SPOONACULAR_KEY or add \"spoonacularKey\" to \(settings.configFile.path).")
        } else if status.limit <= 0 {
            Console.out("Your daily limit is 0 points: remote search is off (SOUS_QUOTA_LIMIT or \"dailyQuota\" in \(settings.configFile.path)).")
        } else if QuotaAnswer.searchesLeft(status) > 0, !status.exhausted {
            let searches = QuotaAnswer.searchesLeft(status)
            Console.out("About \(searches) remote \(searches == 1 ? "search" : "searches") left (\(QuotaStatus.points(QuotaAnswer.searchCost)) points each at most).")
        } else if status.left > 0, !status.exhausted {
            let fits = status.left + 1e-9 >= QuotaAnswer.informationCost
                ? "fetching one recipe (`sous show ID`, \(QuotaStatus.pointsPhrase(QuotaAnswer.informationCost))) still fits"
                : "not even one recipe (`sous show ID`, \(QuotaStatus.pointsPhrase(QuotaAnswer.informationCost))) fits; bookmarked and cached recipes are free"
            Console.out("\(QuotaStatus.pointsPhrase(status.left)) left: not enough for a search (\(QuotaStatus.pointsPhrase(QuotaAnswer.searchCost))); \(fits).")
        } else {
            Console.out("No remote calls until the reset, in \(QuotaDay.until(status.resetsAt, from: now)); searches use your own recipes.")
        }
        let time = DateFormatter()
        time.dateFormat = "HH:mm:ss"
        time.timeZone = TimeZone(identifier: "UTC")
        for call in calls {
            let status = call.status == 0 ? "no answer" : "HTTP \(call.status)"
            Console.out("  \(time.string(from: call.at)) UTC  \(call.endpoint.padding(toLength: 18, withPad: " ", startingAt: 0))"
                        + "\(QuotaStatus.points(call.charged)) points  (\(status))")
        }
        return 0
    }
}
