import Foundation

/// Small hand-made pages and files for the import tests. They live in Swift
/// rather than as loose files because SwiftPM warns about unhandled files in
/// a test target, and declaring resources would mean editing Package.swift.
enum ImportFixtures {
    /// A WordPress-style page: Yoast `@graph`, a Recipe whose `@type` is a
    /// list, double-escaped entities, tags inside strings, HowToSections,
    /// prep + cook time without total time, and a yield list.
    static let graphPage = """
    <!DOCTYPE html>
    <html><head><title>Mac and Cheese | A Blog</title>
    <script type="application/ld+json">
    {"@context": "https://schema.org", "@graph": [
      {"@type": "WebSite", "@id": "https://blog.example/#website", "name": "A Blog"},
      {"@type": "WebPage", "@id": "https://blog.example/mac/", "name": "Mac and Cheese"},
      {"@type": ["Recipe", "NewsArticle"], "@id": "https://blog.example/mac/#recipe",
       "name": "Mac &amp;amp; Cheese",
       "recipeYield": ["4", "4 bowls"],
       "prepTime": "PT15M", "cookTime": "PT1H",
       "recipeIngredient": ["2 cups macaroni", "&frac12; cup milk", "1 cup cheddar, grated (don&#039;t use pre-grated)",
                            "<strong>salt</strong>, to taste", "For the topping:", "1/4 cup breadcrumbs"],
       "recipeInstructions": [
         {"@type": "HowToSection", "name": "Pasta", "itemListElement": [
           {"@type": "HowToStep", "text": "Boil the macaroni for 8 minutes."},
           {"@type": "HowToStep", "name": "Drain", "text": "Drain the pasta."}]},
         {"@type": "HowToSection", "name": "Sauce", "itemListElement": [
           {"@type": "HowToStep", "name": "Step 3", "text": "Melt the cheese into the milk &amp;amp; stir.<br/>"},
           {"@type": "HowToStep", "name": "Bake it", "text": "Bake for 25&ndash;30 minutes."}]}
       ]}
    ]}
    </script></head>
    <body><h1>Mac and Cheese</h1></body></html>
    """

    /// A page whose WebPage names the recipe as `mainEntity`, with text
    /// instructions, a range yield and a fractional ISO duration.
    static let mainEntityPage = """
    <html><head>
    <script type="application/ld+json">
    {"@context": "http://schema.org", "@type": "WebPage", "name": "Soup page",
     "mainEntity": {"@type": "Recipe", "name": "Tomato Soup",
       "totalTime": "PT0.5H", "recipeYield": "6-8 servings",
       "recipeIngredient": "6 tomatoes",
       "recipeInstructions": "Chop the tomatoes.<br>Simmer them for 20 minutes.\\nBlend until smooth."}}
    </script></head><body></body></html>
    """

    /// Two recipes on one page, each in its own script.
    static let twoRecipesPage = """
    <html><head>
    <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": "Pancakes",
      "recipeIngredient": ["1 cup flour", "1 egg"], "recipeInstructions": ["Mix.", "Fry."], "totalTime": "PT20M", "recipeYield": 4}</script>
    <script type="application/ld+json">[{"@context": "https://schema.org", "@type": "Recipe", "name": "Syrup",
      "recipeIngredient": ["1 cup sugar"], "recipeInstructions": [{"@type": "HowToStep", "text": "Boil the sugar with water."}]}]</script>
    </head><body></body></html>
    """

    /// Microdata, as older recipe plugins print it, with broken markup.
    static let microdataPage = """
    <html><body>
    <div class="post"><p>Some story <b>about bread
    <div itemscope itemtype="http://schema.org/Recipe">
      <h2 itemprop="name">Soda Bread</h2>
      <meta itemprop="totalTime" content="PT1H30M">
      <span itemprop="recipeYield">Serves 8</span>
      <ul>
        <li itemprop="recipeIngredient">500 g <a href="/flour">plain flour</a></li>
        <li itemprop="recipeIngredient">1 tsp baking soda
        <li itemprop="recipeIngredient">400 ml buttermilk</li>
      </ul>
      <ol>
        <li itemprop="recipeInstructions">Mix the dry ingredients.</li>
        <li itemprop="recipeInstructions">Stir in the buttermilk -<em>quickly</em>- and shape a round.</li>
        <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep">
          <span itemprop="text">Bake for 40 minutes.</span></li>
      </ol>
    </div>
    </div></span></table>
    </body></html>
    """

    /// Broken JSON-LD that browsers and search engines still accept: an
    /// HTML comment around it, `\\'`, a raw line break, a trailing comma.
    static let brokenJSONPage = """
    <html><head><script type="application/ld+json"><!--
    {"@context": "https://schema.org", "@type": "Recipe", "name": "Granny\\'s Stew",
     "description": "A stew
    for winter",
     "recipeIngredient": ["1 kg beef", "2 onions",],
     "recipeInstructions": ["Brown the beef.", "Stew for 2 hours."],
     "cookTime": "PT2H",
    }
    --></script></head><body><p>unclosed <div></body>
    """

    /// An article without any recipe data.
    static let noRecipePage = """
    <html><head><title>Ten kitchen tips</title>
    <script type="application/ld+json">{"@context": "https://schema.org", "@type": "Organization", "name": "Tips Inc."}</script>
    </head><body><article><h1>Ten kitchen tips</h1><p>Sharpen your knives.</p></article></body></html>
    """

    /// A Cooklang recipe using most of the syntax.
    static let cooklang = """
    >> title: Garlic Butter Potatoes
    >> servings: 4|8
    >> time: 1 hour 10 minutes
    -- a comment line
    [- a block
    comment -]
    = Potatoes
    Scrub the @potatoes{1%kg} and boil them in a #large pot{} of salted @water for ~{25%minutes}.

    = Butter
    Melt the @butter{50%g} with @garlic{2%cloves}(crushed) and a pinch of @salt. -- to taste
    > A note that is not a step.

    Toss the potatoes in the butter and add @fresh parsley{1/2%cup}.
    Serve at once.
    """

    /// A recipe in Sous's own format.
    static let sousJSON = """
    {"id": "toast", "title": "Toast", "minutes": 5, "servings": 1,
     "ingredients": ["2 slices bread", {"text": "1 tbsp butter", "quantity": 1, "unit": "tbsp", "name": "butter"}],
     "steps": ["Toast the bread.", {"text": "Butter it.", "timer": 30}]}
    """

    static func data(_ text: String) -> Data { Data(text.utf8) }
}
