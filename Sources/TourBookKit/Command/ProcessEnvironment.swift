import TourBookSystem

/// The process's environment variables, read where a setting may come from one.
public enum ProcessEnvironment {
    public static func value(_ name: String) -> String? {
        CurrentProcess.environment(name)
    }
}
