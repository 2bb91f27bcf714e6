# A link check that claims a straight path between any two tiles, through whatever lies between: the tests'
# program for BoardLab's own path check.
import json
import sys

for line in sys.stdin:
    r = json.loads(line)
    a, b = r["from"], r["to"]
    path = [[a["x"], a["y"]], [b["x"], a["y"]], [b["x"], b["y"]]]
    print(json.dumps({"id": r["id"], "result": {"linked": True, "path": path}}), flush=True)
