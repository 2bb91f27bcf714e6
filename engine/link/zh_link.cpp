// Chinese for the link (lianliankan) algorithms: their pseudo-code listings and narrations.
//
// Terms follow the seed articles: 图案 for a tile (and its face), 连通 for linked, 转角 for a turn of the
// path, 拐点 for the corner cell where it turns, 直线连通 for a straight link; 外圈 is the ring of empty
// cells around the tiles, 射线 a ray, 重叠带 the band where the rays overlap.
#include "engine/link/catalogue.hpp"

namespace boardlab::link {

using i18n::Entry;

namespace {
constexpr Entry kLink[] = {
    // Shared words of the link narrations and watch values.
    {"linked", "已连通"},
    {"yes", "是"},
    {"no", "否"},
    {"left", "向左"},
    {"right", "向右"},
    {"up", "向上"},
    {"down", "向下"},
    {"reached", "已到达"},
    {"not yet", "尚未到达"},

    // Path shapes (path.cpp shapeName; the identifier stays, only what is shown is translated).
    {"I", "I 形"},
    {"L", "L 形"},
    {"Z", "Z 形"},
    {"U", "U 形"},
    {"bent", "多折"},

    // Why a query is not linked (path.cpp reasonText) and the watch values of reasonName.
    {"a cell is outside the tile area", "有一格在图案区域之外"},
    {"a cell holds no tile", "有一格没有图案"},
    {"both ends are the same tile", "两端是同一个图案"},
    {"the tiles have different faces", "两个图案不相同"},
    {"no path within the turn limit", "在转角上限内没有路径"},
    {"this algorithm only handles up to 2 turns", "此算法只处理至多 2 个转角"},
    {"outside-board", "超出棋盘"},
    {"empty-cell", "空格"},
    {"same-cell", "同一格"},
    {"different-faces", "图案不同"},
    {"no-path", "无路径"},
    {"not-applicable", "不适用"},

    // The verdict step every algorithm ends with (trace_steps.cpp) and the phrases that say how.
    {"Not linked: {0}.", "不连通：{0}。"},
    {"Not linked: {0} ({1}).", "不连通：{0}（{1}）。"},
    {"Linked: {0} path with {1} turn over {2} steps, {3}.", "已连通：{0}路径，{1} 个转角，共 {2} 步，{3}。"},
    {"Linked: {0} path with {1} turns over {2} steps, {3}.", "已连通：{0}路径，{1} 个转角，共 {2} 步，{3}。"},
    {"Linked {0}: {1} path with {2} turn over {3} steps, {4}.", "已连通（{0}）：{1}路径，{2} 个转角，共 {3} 步，{4}。"},
    {"Linked {0}: {1} path with {2} turns over {3} steps, {4}.",
     "已连通（{0}）：{1}路径，{2} 个转角，共 {3} 步，{4}。"},
    {"straight", "直线"},
    {"with one turn", "一折"},
    {"with two turns", "两折"},
    {"through the band", "经由重叠带"},
    {"by the fewest-turn search", "由最少转角搜索得出"},
    {"the turn limit is 0", "转角上限为 0"},
    {"the turn limit is 1", "转角上限为 1"},

    // Menu summaries (algorithms.cpp algoSummary).
    {"case analysis, corrected: straight, both corners, then a scan from A (ring included)",
     "分情况判断（修正版）：先直线，再两个拐点，最后从 A 扫描（含外圈）"},
    {"004 (Objective-C)", "004（Objective-C）"},
    {"article 004 as published: early return on corner C, scan never leaves the tiles",
     "文章 004 原样实现：拐点 C 处提前返回，扫描从不离开图案区域"},
    {"0-1 BFS over (cell, direction): fewest turns, then fewest cells; any turn limit",
     "在（格子，方向）上做 0-1 BFS：先求最少转角，再求最少格数；任意转角上限"},
    {"extend lines: empty rays from A and B, their overlap band, the nearest clear segment",
     "延长线法：从 A、B 发出空白射线，取其重叠带中最近的畅通线段"},

    // corners: listing.
    {"if A or B is empty, A = B, or their faces differ: not linked", "若 A 或 B 为空、A = B，或二者图案不同：不连通"},
    {"if the turn limit is above 2 (or any): does not apply", "若转角上限大于 2（或不限）：不适用"},
    {"if A and B share a row or column and every cell between is empty: linked, I",
     "若 A、B 同行或同列且其间各格皆空：连通，I 形"},
    {"C <- (col B, row A); D <- (col A, row B)", "C <- (B 的列，A 的行)；D <- (A 的列，B 的行)"},
    {"for X in C, D: if X is empty and A-X and X-B are clear: keep A-X-B as a candidate",
     "对 C、D 中的每个 X：若 X 为空且 A-X、X-B 都畅通：保留 A-X-B 作为候选"},
    {"if a candidate was kept: return the better one (tie rule)", "若保留了候选：返回较优的那条（按并列规则）"},
    {"for each direction from A (left, right, up, down), ring included when on:",
     "从 A 出发的每个方向（左、右、上、下），外圈开启时包含外圈："},
    {"P <- next cell; stop at a tile or past the last usable cell", "P <- 下一格；遇到图案或越过最后一个可用格时停止"},
    {"for X in (col B, row P), (col P, row B): if A-P-X-B is a clear path: keep it",
     "对 (B 的列，P 的行)、(P 的列，B 的行) 中的每个 X：若 A-P-X-B 是畅通路径：保留"},
    {"return the best candidate (fewest cells, then tie rule), or not linked",
     "返回最优候选（格数最少，再按并列规则），否则不连通"},

    // corners: narrations.
    {"A {0} and B {1} share no row or column: no straight line.", "A {0} 与 B {1} 既不同行也不同列：无法直线连通。"},
    {"Every cell between A and B is empty: a straight line.", "A 与 B 之间各格皆空：直线连通。"},
    {"The straight line from A to B is blocked by the tile at {0}.", "A 到 B 的直线被 {0} 处的图案挡住。"},
    {"Corner {0} {1} holds a tile.", "拐点 {0}（{1}）上有图案。"},
    {"Corner {0} {1} is empty but the route is blocked at {2}.", "拐点 {0}（{1}）为空，但路线在 {2} 处受阻。"},
    {"Corner {0} {1} is empty and both legs are clear: an L.", "拐点 {0}（{1}）为空且两段都畅通：L 形。"},
    {"via {0} B is reached", "经 {0} 可到达 B"},
    {"via {0} blocked", "经 {0} 受阻"},
    {"Scanning {0} from A, P = {1}: {2}; {3}.", "从 A {0}扫描，P = {1}：{2}；{3}。"},
    {"The scan {0} from A stops at {1}: a tile is in the way.", "从 A {0}的扫描停在 {1}：有图案挡路。"},
    {"The scan {0} from A stops at {1}: the ring is off.", "从 A {0}的扫描停在 {1}：外圈未开启。"},
    {"The scan {0} from A stops at {1}: past the ring.", "从 A {0}的扫描停在 {1}：已越过外圈。"},

    // corners:objc: listing. The article's Objective-C expressions stay; the English around them is translated.
    {"if A or B is empty, A = B, or their faces differ: not linked   (the game's check, not the article's)",
     "若 A 或 B 为空、A = B，或二者图案不同：不连通   （游戏自身的检查，并非文章代码）"},
    {"if verticalWith(A, B): return YES          // same row or column, dict empty between",
     "if verticalWith(A, B): return YES          // 同行或同列，且其间 dict 皆空"},
    {"C <- (A.x, B.y); D <- (B.x, A.y)           // x is the row, y the column",
     "C <- (A.x, B.y); D <- (B.x, A.y)           // x 是行，y 是列"},
    {"if dict[C] == 0: return verticalWith(A, C) && verticalWith(C, B)   // D never tried",
     "if dict[C] == 0: return verticalWith(A, C) && verticalWith(C, B)   // 从不尝试 D"},
    {"if dict[D] == 0: return verticalWith(A, D) && verticalWith(D, B)",
     "if dict[D] == 0: return verticalWith(A, D) && verticalWith(D, B)"},
    {"for i <- colA-1 downto 0: P <- (rowA, i); if dict[P] != 0: break; if oneCorner(P, B): return YES",
     "for i <- colA-1 downto 0: P <- (rowA, i); if dict[P] != 0: break; if oneCorner(P, B): return YES"},
    {"for i <- colA+1 to maxCol-1: same", "for i <- colA+1 to maxCol-1: 同上"},
    {"for i <- rowA-1 downto 0: P <- (i, colA); same", "for i <- rowA-1 downto 0: P <- (i, colA); 同上"},
    {"for i <- rowA+1 to maxRow-1: same", "for i <- rowA+1 to maxRow-1: 同上"},
    {"return NO", "return NO"},

    // corners:objc: narrations. YES, NO, dict, break, verticalWith and oneCorner are the article's code.
    {"verticalWith(A, B) is YES: nothing between them.", "verticalWith(A, B) 为 YES：两者之间没有图案。"},
    {"verticalWith(A, B) is NO: not on one row or column, or a tile between.",
     "verticalWith(A, B) 为 NO：不在同一行或同一列，或中间有图案。"},
    {"C {0} is empty, so its answer is returned: YES.", "C {0} 为空，于是直接返回它的结果：YES。"},
    {"C {0} is empty, so its answer is returned: NO - D {1} is never tried.",
     "C {0} 为空，于是直接返回它的结果：NO——D {1} 从未被尝试。"},
    {"C {0} holds a tile; D {1} holds a tile too: NO.", "C {0} 上有图案；D {1} 上也有图案：NO。"},
    {"C {0} holds a tile; D {1} is empty and clear: YES.", "C {0} 上有图案；D {1} 为空且畅通：YES。"},
    {"C {0} holds a tile; D {1} is empty but blocked: NO.", "C {0} 上有图案；D {1} 为空但受阻：NO。"},
    {"Scanning {0}: dict[{1}] != 0, break.", "{0}扫描：dict[{1}] != 0，break。"},
    {"Scanning {0}, P = {1}: oneCorner(P, B) tries {2} {3}: {4}.",
     "{0}扫描，P = {1}：oneCorner(P, B) 尝试 {2} {3}：{4}。"},
    {"Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1 (the ring is on but never scanned).",
     "{0}扫描在循环边界结束：{1} 不在 0..rows-1 / 0..cols-1 之内（外圈已开启，但从不扫描）。"},
    {"Scanning {0} ends at the loop bound: {1} is outside 0..rows-1 / 0..cols-1.",
     "{0}扫描在循环边界结束：{1} 不在 0..rows-1 / 0..cols-1 之内。"},

    // bfs: listing.
    {"layer 0 <- (A, d) for each direction d with a usable first cell; cells = 0",
     "第 0 层 <- 对每个第一格可用的方向 d 取 (A, d)；cells = 0"},
    {"for turns t = 0, 1, ... up to the limit:", "对转角数 t = 0, 1, ……直到上限："},
    {"take the (cell, d) with fewest cells from this layer's seeds and straight moves; skip if done",
     "从本层种子和直行移动中取 cells 最少的 (cell, d)；已完成则跳过"},
    {"if cell = B: remember its cost; finish the states of this cost, then stop",
     "若 cell = B：记下其代价；处理完同代价的状态后停止"},
    {"go straight: (cell + d, d) with cells + 1, if that cell is empty or B",
     "直行：若该格为空或为 B，则得 (cell + d, d)，cells + 1"},
    {"turn: (cell, d') for the two perpendicular d' go to the seeds of layer t + 1",
     "转弯：两个垂直方向 d' 的 (cell, d') 进入第 t + 1 层的种子"},
    {"no B within the limit: not linked", "上限内到不了 B：不连通"},
    {"best paths <- walk back from B over states whose cost drops by exactly one move",
     "最优路径 <- 从 B 倒推，只经过代价恰好少一步的状态"},
    {"path <- from A, pick the topmost-leftmost next corner at each turn (tie rule)",
     "路径 <- 从 A 出发，每次转弯选最上、最左的下一个拐点（并列规则）"},

    // bfs: narrations.
    {"Start from A {0} in each of {1} open directions.", "从 A {0} 出发，沿 {1} 个可走的方向。"},
    {"Layer {0}: {1} new cell reachable with {2} turn; {3}.", "第 {0} 层：{2} 个转角可达的新格 {1} 个；{3}。"},
    {"Layer {0}: {1} new cell reachable with {2} turns; {3}.", "第 {0} 层：{2} 个转角可达的新格 {1} 个；{3}。"},
    {"Layer {0}: {1} new cells reachable with {2} turn; {3}.", "第 {0} 层：{2} 个转角可达的新格 {1} 个；{3}。"},
    {"Layer {0}: {1} new cells reachable with {2} turns; {3}.", "第 {0} 层：{2} 个转角可达的新格 {1} 个；{3}。"},
    {"B reached with {0} steps", "已到达 B，共 {0} 步"},
    {"B not reached yet", "尚未到达 B"},

    // rays: listing.
    {"extend A's rays left, right, up, down over empty cells (ring included when on)",
     "从 A 向左、右、上、下沿空格延长射线（外圈开启时包含外圈）"},
    {"extend B's rays the same way", "同样延长 B 的射线"},
    {"if A and B share a row or column and A's ray reaches B: linked, I",
     "若 A、B 同行或同列且 A 的射线到达 B：连通，I 形"},
    {"band rows <- rows both vertical rays cover; band cols <- columns both horizontal rays cover",
     "重叠行 <- 两条纵向射线都覆盖的行；重叠列 <- 两条横向射线都覆盖的列"},
    {"for each band row r, nearest the A-B span first: if (col A, r)-(col B, r) is clear: keep the path",
     "对每个重叠行 r（离 A-B 范围近的先试）：若 (A 的列，r)-(B 的列，r) 畅通：保留该路径"},
    {"for each band column c, nearest first: if (c, row A)-(c, row B) is clear: keep the path",
     "对每个重叠列 c（近的先试）：若 (c, A 的行)-(c, B 的行) 畅通：保留该路径"},
    {"return the best path kept (fewest turns, then cells, then tie rule), or not linked",
     "返回保留的最优路径（转角最少，再格数最少，再按并列规则），否则不连通"},

    // rays: narrations.
    {"A's rays reach columns {0}..{1} and rows {2}..{3}.", "A 的射线覆盖第 {0}..{1} 列和第 {2}..{3} 行。"},
    {"B's rays reach columns {0}..{1} and rows {2}..{3}.", "B 的射线覆盖第 {0}..{1} 列和第 {2}..{3} 行。"},
    {"A's ray reaches B: a straight line.", "A 的射线到达 B：直线连通。"},
    {"No ray of A reaches B directly.", "A 的射线都不能直接到达 B。"},
    {"Band rows: {0}; band columns: {1}.", "重叠行：{0}；重叠列：{1}。"},
    {"Row {0}: segment {1} - {2} is blocked at {3}.", "第 {0} 行：线段 {1} - {2} 在 {3} 处受阻。"},
    {"Row {0}: segment {1} - {2} is clear: a path.", "第 {0} 行：线段 {1} - {2} 畅通：得到一条路径。"},
    {"Row {0}: segment {1} - {2} is clear but needs too many turns.", "第 {0} 行：线段 {1} - {2} 畅通，但转角太多。"},
    {"Column {0}: segment {1} - {2} is blocked at {3}.", "第 {0} 列：线段 {1} - {2} 在 {3} 处受阻。"},
    {"Column {0}: segment {1} - {2} is clear: a path.", "第 {0} 列：线段 {1} - {2} 畅通：得到一条路径。"},
    {"Column {0}: segment {1} - {2} is clear but needs too many turns.",
     "第 {0} 列：线段 {1} - {2} 畅通，但转角太多。"},

    // Solver and generator messages (the workbench shows them in its status line).
    {"face '{0}' has an odd number of tiles", "图案 '{0}' 的数量为奇数"},
    {"cleared in {0} moves", "{0} 步消完"},
    {"gave up after {0} states", "搜索 {0} 个局面后放弃"},
    // Why a long search stopped (engine/core/budget.cpp; the link solver, generator and finder use it).
    {"the state limit of {0} was reached", "已达到 {0} 个局面的上限"},
    {"the time limit of {0} s was reached", "已达到 {0} 秒的时间上限"},
    {"cancelled", "已取消"},
    {"gave up after {0} states: {1}", "搜索 {0} 个局面后放弃：{1}"},
    {"cancelled after {0} states", "搜索 {0} 个局面后已取消"},
    {"could not build a solvable {0}x{1} board with these settings: {2}", "按这些设置未能生成可解的 {0}x{1} 棋盘：{2}"},
    {"no removal order clears the board ({0} states explored)", "没有哪种消除顺序能清空棋盘（已搜索 {0} 个局面）"},
    {"faces must be 1..62, not {0}", "图案种数必须在 1..62 之间，而不是 {0}"},
    {"could not build a solvable {0}x{1} board with these settings in {2} attempts",
     "按这些设置尝试 {2} 次，仍未生成可解的 {0}x{1} 棋盘"},
};
}  // namespace

std::span<const Entry> linkChinese() { return kLink; }

}  // namespace boardlab::link
