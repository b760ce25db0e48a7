"""placeholder"""
class SearchBot:  # replaced below
    pass
