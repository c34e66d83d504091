print("mustache-spec: not yet")
