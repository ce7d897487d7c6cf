import Touchstone
