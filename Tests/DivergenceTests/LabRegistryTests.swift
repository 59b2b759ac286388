import AllStyles
import Features
import Lab
import Labs
import Testing

/// The lab's registry pairs each style of the registry with its lab, in the same order, once.
struct LabRegistryTests {
    @Test func labsPairEveryStyle() {
        let paired = Style.labs.map { lab in lab.style.id }
        #expect(paired == Style.allCases.map(\.id))
        for style in Style.allCases {
            let lab = style.lab.map { lab in lab.style.id }
            #expect(lab == style.id, "\(style.id) has no lab: add it to Style.labs")
        }
    }

    /// A variant's files are named from the repository's root: the style's module for what it
    /// replaces, the style's lab module for its own code.
    @Test func variantsNameTheirFilesFromTheRepository() {
        for lab in Style.labs {
            let module = lab.style.module
            let labModule = String(module.dropFirst("Style".count)) + "Lab"
            for variant in lab.variants {
                #expect(variant.source.hasPrefix("Modules/Lab/\(labModule)/"), "\(variant.source)")
                for file in variant.replaces {
                    #expect(file.hasPrefix("Modules/\(module)/"), "\(file)")
                }
            }
        }
    }
}
