import SousCore
