#!/usr/bin/env python3
"""A tiny external bot for `numbers arena` (docs/bot-protocol.md): it reads one JSON message
per line on stdin and answers every "act" message with a random legal action on stdout.

    numbers arena --game take-or-pay --bots 'cmd:"python3 examples/random_bot.py",medium,medium'
"""
import json
import random
import sys

rng = random.Random(0)
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "start":
        # A new game: seed from the seat so a tournament replays exactly.
        rng = random.Random(message["seat"])
    elif message["type"] == "act":
        action = rng.choice(message["legal"])
        print(json.dumps(action), flush=True)
    # "end" needs no answer; stdin closing means the arena is done.
