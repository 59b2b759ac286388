import CNcursesw
import Dispatch
import Foundation

/// The terminal's event loop, on the main thread: keys from standard input, resizes and
/// termination signals, timers and the main dispatch queue, interleaved without busy-waiting.
///
/// The loop runs `RunLoop.main`, which sleeps until one of these has something, so the main
/// scheduler (and with it every `Driver` and `Signal`) runs here as on a phone. After each
/// wake-up it calls ``afterEvents``, where the app draws. SIGINT, SIGTERM and SIGHUP end the loop
/// with status 128 + the signal's number (the caller restores the terminal and exits with it);
/// SIGWINCH calls ``onResize``.
package final class EventLoop {
    /// Called with the keys each read completes.
    package var onKeys: ([Key]) -> Void = { _ in }
    /// Called when the terminal's size may have changed.
    package var onResize: () -> Void = {}
    /// Called after every wake-up, once its work is done.
    package var afterEvents: () -> Void = {}

    /// How long a lone Escape waits for the rest of a sequence before it counts as the key.
    package static let escapeDelay: DispatchTimeInterval = .milliseconds(25)

    private let inputDescriptor: Int32
    private var decoder = InputDecoder()
    private var readBuffer = [UInt8](repeating: 0, count: 4096)
    private var status: Int32?
    private var escapeTimer: DispatchWorkItem?

    /// A loop reading keys from `inputDescriptor`.
    package init(inputDescriptor: Int32 = 0) {
        self.inputDescriptor = inputDescriptor
    }

    /// Ends the loop after the current wake-up; ``run()`` returns `status`.
    package func stop(status: Int32 = 0) {
        if self.status == nil { self.status = status }
    }

    /// Runs until ``stop(status:)``, a termination signal, or the end of input; returns the exit
    /// status. Call it on the main thread.
    package func run() -> Int32 {
        let signals = SignalPipe(signals: [SIGWINCH, SIGINT, SIGTERM, SIGHUP])
        let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: .main)
        input.setEventHandler { [unowned self] in readInput() }
        input.resume()
        let signalSource = signals.map { pipe in
            let source = DispatchSource.makeReadSource(fileDescriptor: pipe.readEnd, queue: .main)
            source.setEventHandler { [unowned self] in
                for signal in pipe.drain() {
                    if signal == SIGWINCH { onResize() } else { stop(status: 128 + signal) }
                }
            }
            source.resume()
            return source
        }
        afterEvents()
        while status == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            afterEvents()
        }
        input.cancel()
        signalSource?.cancel()
        escapeTimer?.cancel()
        signals?.close()
        return status ?? 0
    }

    private func readInput() {
        let count = read(inputDescriptor, &readBuffer, readBuffer.count)
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
            stop(status: 0)  // the terminal went away
            return
        }
        guard count > 0 else { return }
        deliver(decoder.decode(readBuffer[0..<count]))
    }

    private func deliver(_ keys: [Key]) {
        escapeTimer?.cancel()
        escapeTimer = nil
        if !keys.isEmpty { onKeys(keys) }
        guard decoder.isWaiting else { return }
        let timer = DispatchWorkItem { [weak self] in
            guard let self else { return }
            escapeTimer = nil
            deliver(decoder.flush())
        }
        escapeTimer = timer
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapeDelay, execute: timer)
    }
}

/// A pipe that signal handlers write their signal's number to.
private final class SignalPipe {
    let readEnd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]

    init?(signals: [Int32]) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        self.signals = signals
        _ = fcntl(readEnd, F_SETFL, O_NONBLOCK)
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
        for signal in signals { _ = bindery_forward_signal(signal, writeEnd) }
    }

    /// The signals that arrived since the last call.
    func drain() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &bytes, bytes.count)
        return count > 0 ? bytes[0..<count].map { Int32($0) } : []
    }

    /// Gives the signals their default actions back and closes the pipe.
    func close() {
        for signal in signals { _ = bindery_default_signal(signal) }
        _ = Foundation.close(readEnd)
        _ = Foundation.close(writeEnd)
    }
}
