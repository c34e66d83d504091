#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Whether this test process runs under AddressSanitizer or ThreadSanitizer (their runtimes
/// define these symbols), for the few tests too slow to run there.
enum Sanitizer {
    static let active: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(handle) }
        return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
    }()
}

extension Trait where Self == ConditionTrait {
    /// The heavy end-to-end and property tests (`EndToEnd/`): they run once, in the plain run of
    /// `make test`. Under ASan and TSan (`make sanitizers`) they are left out: the code they
    /// reach is the code the smaller tests reach, and there they would take most of the run.
    static var endToEnd: Self { .disabled(if: Sanitizer.active, "end-to-end: run once, without a sanitizer") }
}
