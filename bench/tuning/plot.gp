# bench/tuning/plot.gp: the tuning curves, one panel per task.
#
#   gnuplot bench/tuning/plot.gp                   (from the repository root)
#   gnuplot -e "csv='other.csv'; png='other.png'" bench/tuning/plot.gp
#
# Reads bench/results/tuning-curve.csv (bench/tuning/analyze.py) and writes
# bench/results/tuning-curve.png: best GFLOP/s found vs trials (log x), the
# median over seeds as a line with a shaded min-max band per tuner, and the
# default schedule's GFLOP/s as a dashed grey line.

if (!exists("csv")) csv = "bench/results/tuning-curve.csv"
if (!exists("png")) png = "bench/results/tuning-curve.png"

set datafile separator ","
# the tasks (and below each task's tuners), in the order of the file
tasks = system(sprintf("awk -F, 'NR > 1 && !s[$1]++ { printf \"%%s \", $1 }' '%s'", csv))
nt = words(tasks)
if (nt == 0) { print "plot.gp: no data in ".csv; exit }

cols = (nt < 3) ? nt : 3
rows = int((nt + cols - 1) / cols)

color(u) = (u eq "xgb") ? "#1f77b4" : (u eq "xgb-nopred") ? "#17becf" : \
           (u eq "random") ? "#d62728" : (u eq "ga") ? "#2ca02c" : \
           (u eq "xgb-transfer") ? "#9467bd" : "#7f7f7f"

set terminal pngcairo size 560 * cols, 460 * rows + 40 font "DejaVu Sans,10" noenhanced
set output png
set multiplot layout rows, cols title "tt tune: best GFLOP/s found vs trials (median over seeds, band = min..max; dashed = default schedule)" font ",12"

set logscale x 2
set xlabel "trials" offset 0, 0.6
set ylabel "best GFLOP/s"
set grid xtics ytics lc rgb "#dddddd"
set key below horizontal maxrows 2 font ",9" samplen 2
set style fill transparent solid 0.18 noborder

sel(t, u, col) = (strcol(1) eq t && strcol(2) eq u) ? column(col) : NaN
seltask(t, col) = (strcol(1) eq t) ? column(col) : NaN

do for [i = 1:nt] {
    t = word(tasks, i)
    tuners = system(sprintf("awk -F, '$1 == \"%s\" && !s[$2]++ { printf \"%%s \", $2 }' '%s'", t, csv))
    nu = words(tuners)
    set title t font ",11"
    # the x range: 1 .. the task's largest trial count; the y range: from a
    # little under the lowest of the default and the curves to the top
    # (stats of one column obeys the x range: reset it first)
    set autoscale xy
    stats csv using (seltask(t, 3)) nooutput
    xmax = STATS_max
    stats csv using (seltask(t, 9)) nooutput
    dflt = STATS_median
    stats csv using (seltask(t, 5)) nooutput
    ylo = STATS_min < dflt ? STATS_min : dflt
    stats csv using (seltask(t, 6)) nooutput
    yhi = STATS_max > dflt ? STATS_max : dflt
    pad = (yhi - ylo) * 0.08 + 0.5
    set xrange [1:xmax * 1.05]
    set yrange [ylo - pad : yhi + pad]
    plot \
        for [j = 1:nu] csv using (sel(t, word(tuners, j), 3)):(sel(t, word(tuners, j), 5)):(sel(t, word(tuners, j), 6)) \
            with filledcurves lc rgb color(word(tuners, j)) notitle, \
        for [j = 1:nu] csv using (sel(t, word(tuners, j), 3)):(sel(t, word(tuners, j), 4)) \
            with linespoints lw 2 pt 7 ps 0.5 lc rgb color(word(tuners, j)) title word(tuners, j), \
        dflt with lines dt 2 lw 1.5 lc rgb "#555555" title sprintf("default %.1f", dflt)
}
unset multiplot
