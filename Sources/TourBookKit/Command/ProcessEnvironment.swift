#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read where a setting may come from one.
public enum ProcessEnvironment {
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
