"""Forked worker processes: ``map`` over all cores, results in order, and a clear end when one dies.

``multiprocessing.Pool`` replaces a worker that dies (killed for lack of memory, say) but loses
its task, so the parent waits for ever. ``ProcessPoolExecutor`` notices (``BrokenProcessPool``);
this module hands it work a window at a time, so that a slow consumer holds the workers back,
and turns its failures into one-line errors. Workers ignore SIGINT: Ctrl-C reaches the whole
process group, and the parent alone decides what stops (and stops the workers).
"""

from __future__ import annotations

import collections
import gc
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Generator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from ..errors import EnvironmentProblem


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def worker_count(jobs: int | None) -> int:
    """Worker processes for ``jobs``: one per core by default, and never more than the cores
    (the work is CPU-bound; ``--jobs 1000`` once started 309 processes and 10.9 GB on 2 cores)."""
    return max(1, min(jobs or default_jobs(), default_jobs()))


class WorkerDied(EnvironmentProblem):
    """A worker process ended without finishing its task."""


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the parent's handler raises; a worker just ends


def _apply(function: Callable[[Any], Any], chunk: list[Any]) -> list[Any]:
    return [function(item) for item in chunk]


def ordered_map(
    function: Callable[[Any], Any],
    items: Sequence[Any],
    jobs: int,
    chunksize: int | None = None,
    ahead: int | None = None,
) -> Generator[Any, None, None]:
    """``map(function, items)`` over forked worker processes, results in order.

    With ``ahead``, at most that many items are out before their results are taken: the workers
    then wait for a slow consumer (a store loading what they map) instead of filling the scratch
    folder with the whole output. A worker that dies ends the map with :class:`WorkerDied`;
    closing the generator early (or an exception in the consumer) stops the workers at once."""
    if jobs <= 1 or len(items) < 2 * jobs:
        yield from map(function, items)
        return
    chunksize = chunksize or max(1, min(64, len(items) // (jobs * 8)))
    chunks = [list(items[start : start + chunksize]) for start in range(0, len(items), chunksize)]
    window = max(jobs, -(-ahead // chunksize)) if ahead else len(chunks)
    gc.collect()
    gc.freeze()  # forked workers would otherwise re-walk (and copy) every inherited object
    pool = ProcessPoolExecutor(
        jobs, mp_context=multiprocessing.get_context("fork"), initializer=_quiet_worker
    )
    finished = False
    workers: list[Any] = []
    try:
        pending: collections.deque[Future[list[Any]]] = collections.deque()
        handed = 0
        try:
            while handed < len(chunks) and len(pending) < window:
                pending.append(pool.submit(_apply, function, chunks[handed]))
                handed += 1
                # the workers, all forked by the first submit: the pool forgets them once one has died
                workers = workers or list((getattr(pool, "_processes", None) or {}).values())
            while pending:
                results = pending.popleft().result()
                if handed < len(chunks):
                    pending.append(pool.submit(_apply, function, chunks[handed]))
                    handed += 1
                yield from results
        except BrokenProcessPool:  # from a result, or from a submit once the pool knows
            raise WorkerDied(_death_message(workers)) from None
        finished = True
    finally:
        gc.unfreeze()
        if finished:
            pool.shutdown(wait=True)
        else:  # stopped early, by an error or the consumer: end the workers, do not wait for them
            _stop(pool)


def _death_message(workers: list[Any]) -> str:
    # The pool's own thread reaps the workers too: of two threads waiting on one process, one
    # may be told it has no such child and see no exit code until the other has stored it (1 run
    # in 40 named the SIGTERM the pool sent the others, not the SIGKILL). Look again, briefly.
    deadline = time.monotonic() + 2
    while True:
        for worker in workers:
            worker.join(timeout=0.1 if worker.exitcode is None else 0)
        if all(worker.exitcode is not None for worker in workers) or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    # the pool ends the others with SIGTERM once one has died: name the first death's cause
    codes = sorted(
        {worker.exitcode for worker in workers if worker.exitcode}, key=lambda c: c == -signal.SIGTERM
    )
    how = ""
    if codes and codes[0] < 0:
        how = (
            f" (killed by signal {-codes[0]}"
            f"{', as for lack of memory' if codes[0] == -signal.SIGKILL else ''})"
        )
    elif codes:
        how = f" (exit status {codes[0]})"
    return f"a worker process died{how}"


def _stop(pool: ProcessPoolExecutor) -> None:
    processes = list((getattr(pool, "_processes", None) or {}).values())
    results = getattr(pool, "_result_queue", None)  # shutdown() forgets it
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(timeout=5)
    # A worker ended while writing a result leaves half of it in the pipe, and the pool's own
    # thread waiting for the rest for ever; the interpreter waits for that thread at exit, so a
    # stopped command would hang after saying so. Once no worker is left, the parent's end is
    # the pipe's last writer: closing it ends that wait (the thread reads the end of the pipe).
    writer = getattr(results, "_writer", None)
    if writer is not None and not any(process.is_alive() for process in processes):
        writer.close()
