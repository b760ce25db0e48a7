"""The fitted evaluation's weights: written by ``tools/fit_evaluation.py --write``.

Do not edit by hand: run the tool again. How they were measured:

- 2400 fast-rules games (5 % random moves) over the classic, King and Shadows starter
  pairings of tools/bench_bots.py, seeds from 100000; 2376 decided; 16631 turn starts
  fitted, 5743 held out (every fourth seed); ridge 1.0
- held out, fitted: log-loss 0.5958, accuracy 66.4%
- held out, hand-set evaluate(): log-loss 0.6936, accuracy 63.8%
- held out, a coin: log-loss 0.6931
- the weights below are that run's, as it printed them (to 5 places)
"""

WEIGHTS: dict[str, float] = {
    "site": 0.42332,
    "fp_site": -0.00132,
    "fp": 0.31514,
    "rb_burden": -0.11209,
    "rb_wound": -0.62329,
    "companions": -0.19451,
    "strength": 0.06500,
    "vitality": 0.06620,
    "last_point": 0.06499,
    "allies": -0.16049,
    "items": 0.01773,
    "conditions": 0.00987,
    "hand": 0.10736,
    "hand_events": -0.15369,
    "shadow_minions": -0.06413,
    "shadow_strength": 0.01006,
    "rb_strength": -0.01365,
    "draw": 0.12902,
    "threats": -0.13170,
}
