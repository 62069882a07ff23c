import Foundation
import Testing

@Suite("selfuzz render: a picture of a script's run, written whether or not it fails")
struct RenderCommandTests {
  @Test("a failing repro's picture is written where --out says, opening on the failure")
  func failingRepro() throws {
    let folder = try scratchFolder("render-failing")
    let out = folder.appendingPathComponent("picture.html").path
    let result = try selfuzz([
      "render", "Corpus/repros/select-before-deselect.sel", "--engine", "select-before-deselect",
      "--out", out,
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("picture: \(out)\n"), "\(result.output)")
    #expect(result.output.contains("invariant range-state failed on select-before-deselect"))
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.contains("data-position=\"3\" data-failing-position=\"3\""))
    #expect(html.contains("<strong id=\"banner-title\">invariant range-state</strong>"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["picture.html"], "no temporary file left behind")
  }

  @Test("by default the picture goes beside the script, and the engine comes from its header")
  func besideTheScript() throws {
    let folder = try scratchFolder("render-beside")
    let repro = try String(
      contentsOf: packageRoot.appendingPathComponent("Corpus/repros/select-before-deselect.sel"),
      encoding: .utf8)
    let script = try write("# engine: select-before-deselect\n" + repro, "repro.sel", in: folder)
    let result = try selfuzz(["render", script])
    #expect(result.status == 0, "\(result.errors)")
    let picture = folder.appendingPathComponent("repro.html").path
    #expect(result.output.contains("picture: \(picture)"))
    let html = try String(contentsOfFile: picture, encoding: .utf8)
    #expect(html.contains("engine <b>select-before-deselect</b>"))
    #expect(html.contains("invariant range-state"))
  }

  @Test("a passing script gets a picture too, and exit status 0; --out's folder is made")
  func passing() throws {
    let folder = try scratchFolder("render-passing")
    let out = folder.appendingPathComponent("new/folder/tap.html").path
    let result = try selfuzz(["render", "Corpus/paint/tap-selects.sel", "--out", out])
    #expect(result.status == 0)
    #expect(result.output.contains("passes on core"))
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(html.contains("<strong id=\"banner-title\">no failure</strong>"))
  }

  @Test("an invalid script exits 65 with its line and column, and writes nothing")
  func invalid() throws {
    let folder = try scratchFolder("render-invalid")
    let script = try write("selscript 1\nviewport 390x844\n0 down 10;10\n", "bad.sel", in: folder)
    let result = try selfuzz(["render", script])
    #expect(result.status == 65)
    #expect(result.errors.contains("\(script): line 3, column 8"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.html").path))
    let missing = try selfuzz(["render", folder.appendingPathComponent("none.sel").path])
    #expect(missing.status == 65)
    #expect(missing.errors.contains("none.sel: cannot be read"))
  }

  @Test("a picture that cannot be written exits 70 and names the path")
  func unwritable() throws {
    let folder = try scratchFolder("render-unwritable")
    // A folder that cannot be made: its parent is a file.
    let file = folder.appendingPathComponent("a-file")
    try Data("not a folder".utf8).write(to: file)
    let out = file.appendingPathComponent("picture.html").path
    let result = try selfuzz(["render", "Corpus/paint/tap-selects.sel", "--out", out])
    #expect(result.status == 70)
    #expect(result.errors.contains("cannot write \(out)"), "\(result.errors)")
  }

  @Test(
    "bad usage exits 64 with a message that names the problem",
    arguments: [
      (["render"], "render takes one script"),
      (["render", "a.sel", "b.sel"], "render takes one script"),
      (["render", "Corpus/paint/tap-selects.sel", "--engine", "nope"], "unknown engine 'nope'"),
      (["render", "Corpus/paint/tap-selects.sel", "--out"], "--out needs a value"),
      (["render", "Corpus/paint/tap-selects.sel", "--fast"], "unknown option '--fast'"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try selfuzz(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("help names the command and its exit statuses")
  func help() throws {
    #expect(try selfuzz(["--help"]).output.contains("render FILE"))
    let help = try selfuzz(["render", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: selfuzz render FILE.sel"))
    #expect(help.output.contains("#position=N"))
  }
}
