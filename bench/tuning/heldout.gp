# bench/tuning/heldout.gp: the held-out evaluation, one point per Task.
#
#   gnuplot -e "dat='PREFIX.dat'; png='PREFIX.png'" bench/tuning/heldout.gp
#
# Reads PREFIX.dat (bench/tuning/heldout.py: index 0 one line per Task and
# column, index 1 the geomean and min per column) and draws each column
# (default, top1, top8, first_1s, ...) as a fraction of the ceiling: the
# Tasks as small points, the geomean as a bar, per thread count (1 thread
# left of each tick, 2 threads right).

if (!exists("dat")) { print "heldout.gp: give dat='PREFIX.dat'"; exit }
if (!exists("png")) png = "heldout.png"
if (!exists("title")) title = "held-out Tasks"

cols = system(sprintf("awk '/^#/ || NF == 0 { if (seen) exit; next } { seen = 1; if (!s[$2]++) n[$2] = $3 } END { for (i = 0; i in n; i++) printf \"%%s \", n[i] }' '%s'", dat))
nc = words(cols)
if (nc == 0) { print "heldout.gp: no data in ".dat; exit }

set terminal pngcairo size 960, 540 font "DejaVu Sans,10" noenhanced
set output png
set title "tt one-shot tuning: GFLOP/s as a fraction of the ceiling (bars: geomean, points: Tasks)\n".title
set xrange [-0.6:nc - 0.4]
set yrange [0:*]
set ytics 0.1
set grid ytics
set xtics () 
do for [i = 1:nc] { set xtics add (word(cols, i) i - 1) }
set key top left
set boxwidth 0.3
set style fill transparent solid 0.35 noborder
off(t) = t == 1 ? -0.17 : 0.17
jit(s) = (s - floor(s)) * 0.12 - 0.06
set arrow from -0.6, 1 to nc - 0.4, 1 nohead dt 2 lc rgb "#555555"
plot dat index 1 using ($2 + off($1)):($1 == 1 ? $4 : 1/0) with boxes lc rgb "#1f77b4" title "1 thread, geomean", \
     dat index 1 using ($2 + off($1)):($1 == 2 ? $4 : 1/0) with boxes lc rgb "#ff7f0e" title "2 threads, geomean", \
     dat index 0 using ($2 + off($1) + jit($4 * 97.31)):($1 == 1 ? $4 : 1/0) with points pt 7 ps 0.6 lc rgb "#1f77b4" notitle, \
     dat index 0 using ($2 + off($1) + jit($4 * 97.31)):($1 == 2 ? $4 : 1/0) with points pt 7 ps 0.6 lc rgb "#ff7f0e" notitle
