// A classic bug with the JavaScript kit: the two-corner search never leaves the tiles, so a path over the
// ring is never found (the published Objective-C of article 004 has the same defect).
const boardlab = require("boardlab"); // the kit: BoardLab starts every program with it on NODE_PATH (boardlab-cli kit)
const { linkCheck } = require("./link_check.js");

boardlab.runLink((board, a, b, t) => linkCheck(board, a, b, t, false)); // BUG: false = the ring is skipped
