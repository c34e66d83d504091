// What a role sees and how an item reads are made from the model.
@_exported import TourContent
