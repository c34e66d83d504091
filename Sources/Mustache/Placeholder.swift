public enum MustachePlaceholder {}
