import Features

extension FeatureEnvironment {
    /// The same services inside `script`, which logs every call and adds latencies and failures:
    /// the CLI's scripted runs, the shared spec and the pitfall probes.
    package func scripted(by script: ServiceScript) -> FeatureEnvironment {
        intercepted(by: script)
    }
}
