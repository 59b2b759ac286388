import Features

extension MVBStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "keep the greeting in a behavior relay the model folds the validations into",
                screen: .greeting(makeKeptGreeting),
                replaces: [
                    StyleVariant.path("Greeting/GreetingModel.swift"),
                    StyleVariant.path("Greeting/GreetingViewController.swift"),
                ],
                source: StyleVariant.path("Variants/KeptGreetingModel.swift")),
            StyleVariant(
                fix: "bind the appearances and the refreshes to the model each on its own, not merged",
                screen: .genres(makeSeparateIntentsGenres),
                replaces: [StyleVariant.path("Genres/GenresViewController.swift")],
                source: StyleVariant.path("Variants/SeparateIntentsGenresBinding.swift")),
        ]
    }
}
