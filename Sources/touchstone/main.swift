print("touchstone")
