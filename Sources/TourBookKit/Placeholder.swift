public enum TourBookPlaceholder {}
