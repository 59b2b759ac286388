import Foundation

/// Paul Tol's bright scheme, legible for colour-blind readers: the bars' colors, given to the
/// styles in the registry's order.
let palette = ["#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB"]

/// The color of the style at `index` in the registry: the palette's, in turn, starting over for
/// an eighth style (the legend names each).
func color(_ index: Int) -> String { palette[index % palette.count] }

func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
}

/// A grouped bar chart: one group per row label, one bar per style, with axis, grid and legend.
func barChart(title: String, unit: String, rows: [String], values: [[Int]]) -> String {
    let width = 760.0
    let height = 380.0
    let (left, right, top, bottom) = (56.0, 16.0, 64.0, 48.0)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    let maximum = max(1, values.flatMap { $0 }.max() ?? 1)
    let rough = Double(maximum) / 5
    let magnitude = pow(10, floor(log10(rough)))
    let step = [1.0, 2.0, 2.5, 5.0, 10.0].map { $0 * magnitude }.first { $0 >= rough } ?? rough
    let scaleTop = ceil(Double(maximum) / step) * step
    func y(_ value: Double) -> Double { top + plotHeight - value / scaleTop * plotHeight }
    var svg = [
        ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Int(width))" height="\##(Int(height))" "##
            + ##"viewBox="0 0 \##(Int(width)) \##(Int(height))" font-family="Helvetica, Arial, sans-serif">"##,
        ##"<rect width="100%" height="100%" fill="#ffffff"/>"##,
        ##"<text x="\##(Int(left))" y="24" font-size="16" font-weight="bold" fill="#222222">\##(escape(title))</text>"##,
    ]
    var tick = 0.0
    while tick <= scaleTop + step / 2 {
        let ty = y(tick)
        svg.append(
            ##"<line x1="\##(left)" y1="\##(ty)" x2="\##(width - right)" y2="\##(ty)" stroke="#dddddd" stroke-width="1"/>"##
        )
        svg.append(
            ##"<text x="\##(left - 6)" y="\##(ty + 4)" font-size="11" text-anchor="end" fill="#444444">\##(Int(tick))</text>"##
        )
        tick += step
    }
    svg.append(
        ##"<text x="14" y="\##(top + plotHeight / 2)" font-size="11" fill="#444444" "##
            + ##"transform="rotate(-90 14 \##(top + plotHeight / 2))" text-anchor="middle">\##(escape(unit))</text>"##)
    let group = plotWidth / Double(rows.count)
    let bar = group * 0.8 / Double(styles.count)
    for (index, row) in rows.enumerated() {
        let x0 = left + Double(index) * group + group * 0.1
        for (styleIndex, value) in values[index].enumerated() {
            let x = x0 + Double(styleIndex) * bar
            let barTop = y(Double(value))
            svg.append(
                ##"<rect x="\##(x)" y="\##(barTop)" width="\##(bar - 1)" height="\##(top + plotHeight - barTop)" "##
                    + ##"fill="\##(color(styleIndex))"><title>\##(styles[styleIndex].name): \##(value)</title></rect>"##
            )
        }
        svg.append(
            ##"<text x="\##(x0 + group * 0.4)" y="\##(top + plotHeight + 18)" font-size="12" "##
                + ##"text-anchor="middle" fill="#222222">\##(escape(row))</text>"##)
    }
    svg.append(
        ##"<line x1="\##(left)" y1="\##(top + plotHeight)" x2="\##(width - right)" y2="\##(top + plotHeight)" "##
            + ##"stroke="#444444" stroke-width="1"/>"##)
    // The legend shares the plot's width among the styles, so that every style is named however
    // many there are (at a fixed 120 points, the seventh fell past the right edge).
    let legendStep = plotWidth / Double(styles.count)
    for (index, style) in styles.enumerated() {
        let x = left + Double(index) * legendStep
        svg.append(##"<rect x="\##(x)" y="36" width="12" height="12" fill="\##(color(index))"/>"##)
        svg.append(##"<text x="\##(x + 17)" y="46" font-size="12" fill="#222222">\##(style.name)</text>"##)
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
}
