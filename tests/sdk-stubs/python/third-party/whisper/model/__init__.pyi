from typing import Any

class Whisper:
    # A torch.device; compare its `type` with "cuda" or "cpu".
    @property
    def device(self) -> Any: ...
    @property
    def is_multilingual(self) -> bool: ...
    # transcribe() from whisper.transcribe, bound as a method; `audio` is a file path (decoded with the ffmpeg CLI),
    # or a NumPy array or torch tensor of 16 kHz samples. The result holds "text", "segments" and "language".
    def transcribe(
        self,
        audio: str | Any,
        *,
        verbose: bool | None = None,
        temperature: float | tuple[float, ...] = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0),
        compression_ratio_threshold: float | None = 2.4,
        logprob_threshold: float | None = -1.0,
        no_speech_threshold: float | None = 0.6,
        condition_on_previous_text: bool = True,
        initial_prompt: str | None = None,
        carry_initial_prompt: bool = False,
        word_timestamps: bool = False,
        prepend_punctuations: str = ...,
        append_punctuations: str = ...,
        clip_timestamps: str | list[float] = "0",
        hallucination_silence_threshold: float | None = None,
        **decode_options: Any,
    ) -> dict[str, Any]: ...
